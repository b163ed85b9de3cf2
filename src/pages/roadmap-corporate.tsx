import type {ReactNode} from 'react';
import RoadmapPage from '@site/src/components/Roadmap';
import type {Roadmap} from '@site/src/data/roadmaps/types';
import nl from '@site/src/data/roadmaps/corporate.nl.json';
import en from '@site/src/data/roadmaps/corporate.en.json';
import fr from '@site/src/data/roadmaps/corporate.fr.json';
import de from '@site/src/data/roadmaps/corporate.de.json';

const data = {nl, en, fr, de} as Record<string, Roadmap>;

export default function RoadmapCorporate(): ReactNode {
  return <RoadmapPage product="corporate" data={data} />;
}
