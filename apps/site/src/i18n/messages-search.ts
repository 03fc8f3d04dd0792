/**
 * Interface strings of the meeting-points dialog (merged into the dictionaries by ./messages).
 * The search bar has its own fr/en/es table (components/search/texts.ts, docs/spec.md §9).
 */
export const fr: Record<string, string> = {
  'meetingPoints.error': 'Les lieux de rendez-vous n’ont pas pu être chargés.',
  'meetingPoints.retry': 'Réessayer',
  'meetingPoints.hideMap': 'Masquer la carte',
  'meetingPoints.map': 'Carte des lieux de rendez-vous',
  'meetingPoints.zoomIn': 'Zoom avant',
  'meetingPoints.zoomOut': 'Zoom arrière',
  'meetingPoints.plainMap': 'Fond de carte indisponible : les lieux sont placés selon leurs coordonnées.',
};
export const en: Record<string, string> = {
  'meetingPoints.error': 'The meeting points could not be loaded.',
  'meetingPoints.retry': 'Try again',
  'meetingPoints.hideMap': 'Hide map',
  'meetingPoints.map': 'Map of the meeting points',
  'meetingPoints.zoomIn': 'Zoom in',
  'meetingPoints.zoomOut': 'Zoom out',
  'meetingPoints.plainMap': 'No map background available: the places are positioned by their coordinates.',
};
