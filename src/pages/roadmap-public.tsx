import type {ReactNode} from 'react';
import RoadmapPage from '@site/src/components/Roadmap';
import type {Roadmap} from '@site/src/data/roadmaps/types';
import nl from '@site/src/data/roadmaps/public.nl.json';

const data: Record<string, Roadmap> = {nl: nl as Roadmap};

export default function RoadmapPublic(): ReactNode {
  return <RoadmapPage product="public" data={data} />;
}
