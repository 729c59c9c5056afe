// Where the editor's maps take their tiles: the server's MAP_TILE_URL (GET api/v1/general/map-tiles), the same
// setting as the /d page's maps. Asked once when the editor opens; OpenStreetMap until the answer is in.
import { client } from '../../lib/client';

export type MapTiles = { url: string; attribution: string };

export const MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

let asked: Promise<MapTiles> | null = null;

/** The configured tile source (MAP_TILES is updated in place for maps made later). */
export function loadMapTiles(): Promise<MapTiles> {
  asked ??= client.GET('/api/v1/general/map-tiles', { notifyErrors: false }).then((answer) => {
    if (answer.ok && answer.data) Object.assign(MAP_TILES, answer.data);
    else asked = null;
    return MAP_TILES;
  });
  return asked;
}
