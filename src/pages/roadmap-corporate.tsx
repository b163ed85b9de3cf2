import type {ReactNode} from 'react';
import RoadmapPage from '@site/src/components/Roadmap';
import type {Roadmap} from '@site/src/data/roadmaps/types';
import nl from '@site/src/data/roadmaps/corporate.nl.json';

const data: Record<string, Roadmap> = {nl: nl as Roadmap};

export default function RoadmapCorporate(): ReactNode {
  return <RoadmapPage product="corporate" data={data} />;
}
