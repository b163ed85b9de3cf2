/** The shape of a roadmap data file (src/data/roadmaps/<product>.<locale>.json). */
export const roadmapStatuses = ['gepland', 'in-ontwikkeling', 'beta', 'gereed'] as const;
export type RoadmapStatus = (typeof roadmapStatuses)[number];

export interface RoadmapItem {
  /** "2025 Q4" … "2026 Q4". */
  quarter: string;
  title: string;
  status: RoadmapStatus;
  description: string;
  /** A manual page (/docs/…) or release note (/blog/…) about the item, when there is one. */
  link?: string;
}

export interface Roadmap {
  /** Date of the last update, ISO (YYYY-MM-DD). */
  updated: string;
  items: RoadmapItem[];
}

export type RoadmapProduct = 'school' | 'corporate' | 'public';
