import type {ReactNode} from 'react';
import RoadmapPage from '@site/src/components/Roadmap';
import type {Roadmap} from '@site/src/data/roadmaps/types';
import nl from '@site/src/data/roadmaps/school.nl.json';
import en from '@site/src/data/roadmaps/school.en.json';
import fr from '@site/src/data/roadmaps/school.fr.json';
import de from '@site/src/data/roadmaps/school.de.json';

const data = {nl, en, fr, de} as Record<string, Roadmap>;

export default function RoadmapSchool(): ReactNode {
  return <RoadmapPage product="school" data={data} />;
}
