import type { TableLook } from '../../../../ui/canvas';
import { STATUS_COLORS } from '../../status-colors';
import type { LiveStatus } from './table-status';

/** Colours of the live statuses; seated and overstayed match the reservation list and the Gantt. */
export const LIVE_LOOKS: Record<LiveStatus, Omit<TableLook, 'lines'>> = {
  free: { fill: '#ffffff', stroke: '#94a3b8', textColor: '#0f172a' },
  reservedSoon: { fill: '#fef3c7', stroke: '#d97706', strokeWidth: 2, textColor: '#78350f' },
  seated: { fill: STATUS_COLORS.Seated, stroke: '#166534', textColor: '#ffffff' },
  overstayed: { fill: STATUS_COLORS.Overstayed, stroke: '#7f1d1d', textColor: '#ffffff' },
  cleaningNeeded: { fill: '#e0f2fe', stroke: '#0284c7', strokeWidth: 2, textColor: '#075985' },
  locked: { fill: '#e5e7eb', stroke: '#4b5563', strokeWidth: 2, textColor: '#374151' },
};
