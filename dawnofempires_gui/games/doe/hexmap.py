"""Hex geometry of the Dawn of Empires map (pure Python, computed once and shared by every game).

The map is 25 pointy-top hexes in a 5 x 5 rhombus, axial coordinates (q, r), 0 <= q, r <= 4;
tile index t = 5 * r + q. A corner is the point where three mutually adjacent hexes meet; only the
corners whose three hexes are all on the map ("inner corners") can hold towns, so only they get ids.
Corner ids are numbered in a fixed order (sorted by their three tile indices).

Helpers for a board:
- TILE_QR[t]            -> (q, r) axial coordinates of tile t
- tile_xy(t, size)      -> centre of tile t in a layout where a hex has circumradius `size`
- hex_corner_points(t, size) -> the six vertices of tile t, for drawing
- CORNER_TILES[c]       -> the three tile indices that corner c touches
- corner_xy(c, size)    -> position of corner c (the centroid of its three tiles' centres)
- NEIGHBOURS[t]         -> adjacent tiles; TILE_CORNERS[t] -> inner corners of tile t
"""
from __future__ import annotations

import math

SIZE = 5
N_TILES = SIZE * SIZE
SQRT3 = math.sqrt(3.0)

# Axial directions in angular order (each consecutive pair, with the tile, forms one corner).
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def on_map(q: int, r: int) -> bool:
    return 0 <= q < SIZE and 0 <= r < SIZE


def tile_index(q: int, r: int) -> int:
    return r * SIZE + q


TILE_QR: tuple[tuple[int, int], ...] = tuple((t % SIZE, t // SIZE) for t in range(N_TILES))


def _neighbours(t: int) -> tuple[int, ...]:
    q, r = TILE_QR[t]
    return tuple(tile_index(q + dq, r + dr) for dq, dr in DIRECTIONS if on_map(q + dq, r + dr))


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(t) for t in range(N_TILES))


def _all_corner_keys() -> tuple[list[tuple[tuple[int, int], ...]], list[tuple[int, int, int]]]:
    edge: set[tuple[tuple[int, int], ...]] = set()
    inner: set[tuple[int, int, int]] = set()
    for t in range(N_TILES):
        q, r = TILE_QR[t]
        for i in range(6):
            a, b = DIRECTIONS[i], DIRECTIONS[(i + 1) % 6]
            hexes = ((q, r), (q + a[0], r + a[1]), (q + b[0], r + b[1]))
            if all(on_map(*h) for h in hexes):
                inner.add(tuple(sorted(tile_index(*h) for h in hexes)))  # type: ignore[arg-type]
            else:
                edge.add(tuple(sorted(hexes)))
    return sorted(edge), sorted(inner)


_EDGE, _INNER = _all_corner_keys()
CORNER_TILES: tuple[tuple[int, int, int], ...] = tuple(_INNER)
N_CORNERS = len(CORNER_TILES)
CORNER_OF: dict[tuple[int, int, int], int] = {tiles: c for c, tiles in enumerate(CORNER_TILES)}
TILE_CORNERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for c, tiles in enumerate(CORNER_TILES) if t in tiles) for t in range(N_TILES)
)
# Corners of a tile that lie on the map edge (touching an off-map hex): not ids, only for drawing.
EDGE_CORNERS_HEXES: tuple[tuple[tuple[int, int], ...], ...] = tuple(_EDGE)


def corner_of_tiles(a: int, b: int, c: int) -> int:
    """The corner id where three tiles meet (KeyError if they do not meet in an inner corner)."""
    return CORNER_OF[tuple(sorted((a, b, c)))]  # type: ignore[index]


def corners_adjacent(c1: int, c2: int) -> bool:
    """Two corners joined by one hex edge (they share exactly two tiles)."""
    return len(set(CORNER_TILES[c1]) & set(CORNER_TILES[c2])) == 2


def axial_xy(q: float, r: float, size: float = 1.0) -> tuple[float, float]:
    """Centre of hex (q, r) for pointy-top hexes of circumradius `size` (y grows downward)."""
    return size * SQRT3 * (q + r / 2.0), size * 1.5 * r


def tile_xy(t: int, size: float = 1.0) -> tuple[float, float]:
    return axial_xy(*TILE_QR[t], size)


def hex_corner_points(t: int, size: float = 1.0) -> list[tuple[float, float]]:
    """The six vertices of tile t (pointy-top), clockwise from the top."""
    cx, cy = tile_xy(t, size)
    points = []
    for i in range(6):
        angle = math.radians(60 * i - 90)
        points.append((cx + size * math.cos(angle), cy + size * math.sin(angle)))
    return points


def corner_xy(c: int, size: float = 1.0) -> tuple[float, float]:
    xs, ys = zip(*(tile_xy(t, size) for t in CORNER_TILES[c]))
    return sum(xs) / 3.0, sum(ys) / 3.0


def distance(a: int, b: int) -> int:
    (q1, r1), (q2, r2) = TILE_QR[a], TILE_QR[b]
    dq, dr = q1 - q2, r1 - r2
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2
