import type {ReactNode} from 'react';
import RoadmapPage from '@site/src/components/Roadmap';
import type {Roadmap} from '@site/src/data/roadmaps/types';
import nl from '@site/src/data/roadmaps/school.nl.json';

const data: Record<string, Roadmap> = {nl: nl as Roadmap};

export default function RoadmapSchool(): ReactNode {
  return <RoadmapPage product="school" data={data} />;
}
