import type {ReactNode} from 'react';
import RoadmapPage from '@site/src/components/Roadmap';
import type {Roadmap} from '@site/src/data/roadmaps/types';
import nl from '@site/src/data/roadmaps/public.nl.json';
import en from '@site/src/data/roadmaps/public.en.json';
import fr from '@site/src/data/roadmaps/public.fr.json';
import de from '@site/src/data/roadmaps/public.de.json';

const data = {nl, en, fr, de} as Record<string, Roadmap>;

export default function RoadmapPublic(): ReactNode {
  return <RoadmapPage product="public" data={data} />;
}
