import type { TableShape } from './table-shapes';

/**
 * A table plan's layout: what the Yjs document of a plan holds (see docs/api/floor.md) and what
 * publishing records. Ids are strings chosen by whoever creates the element (the editor, the seeder).
 */
export interface FloorSection {
  id: string;
  name: string;
  /** 0 = highest priority when tables are recommended. */
  priority: number;
}

export interface FloorTable {
  id: string;
  name: string;
  sectionId: string;
  shape: TableShape;
  /** Canvas units (px at zoom 1): top-left corner before rotation. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees clockwise. */
  rotation: number;
  minPax: number;
  maxPax: number;
  /** Order within the section when tables are recommended; 0 first. */
  priority: number;
}

/** Tables that may seat one party together, with the party size range of the group. */
export interface FloorCombination {
  id: string;
  tableIds: string[];
  minPax: number;
  maxPax: number;
}

export interface FloorLayout {
  sections: FloorSection[];
  tables: FloorTable[];
  combinations: FloorCombination[];
}

/** One table plan as /api/floorplan/list answers it. */
export interface FloorPlanSummary {
  planId: string;
  name: string;
  copiedFrom: string | null;
  createdAt: string;
  publishedAt: string | null;
  publishedVersion: number;
  inService: boolean;
}

/** The Yjs document of one table plan is named floorplan-<rid>-<planId>. */
export function floorPlanDocumentName(rid: number, planId: string): string {
  return `floorplan-${rid}-${planId}`;
}

export const FLOOR_PLAN_DOCUMENT = /^floorplan-(\d+)-([A-Za-z0-9_-]{1,64})$/;

export function parseFloorPlanDocumentName(name: string): { rid: number; planId: string } | null {
  const match = FLOOR_PLAN_DOCUMENT.exec(name);
  return match ? { rid: Number(match[1]), planId: match[2] } : null;
}

/** WebSocket close codes of the /yjs endpoint (the editor stops reconnecting on these). */
export const YJS_CLOSE_CODES = {
  /** Token missing, invalid or expired: refresh the token, then reconnect. */
  unauthorized: 4401,
  /** Not a member of the outlet, or "Sections and Table Plans" is No Access. */
  forbidden: 4403,
  /** No such table plan, or the document name is malformed. */
  notFound: 4404,
  /** The plan was published: the document restarted from the published layout; drop the local Y.Doc and reconnect. */
  reset: 4409,
} as const;
