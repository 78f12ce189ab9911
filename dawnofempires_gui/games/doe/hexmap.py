"""The Dawn of Empires map: the engine's hex grid (engine/grids.HexGrid) cut to a 5 x 5 rhombus, and the
few names the rules and the board use for it (pure Python, computed once and shared by every game).

The map is 25 pointy-top hexes in a 5 x 5 rhombus, axial coordinates (q, r), 0 <= q, r <= 4;
tile index t = 5 * r + q. A corner is the point where three mutually adjacent hexes meet; only the
corners whose three hexes are all on the map ("inner corners") can hold towns, so only they get ids
(the grid numbers them in sorted order of their three tiles).

- TILE_QR[t]            (q, r) of tile t;  NEIGHBOURS[t]: adjacent tiles;  TILE_CORNERS[t]: its inner corners
- CORNER_TILES[c]       the three tiles corner c touches;  corner_of_tiles(a, b, c): the corner they make
- tile_xy(t, size), hex_corner_points(t, size), corner_xy(c, size): positions for a board
"""
from __future__ import annotations

from dawnofempires_gui.engine.grids import HexGrid

SIZE = 5
GRID = HexGrid.rhombus(SIZE, SIZE)
N_TILES = GRID.size
TILE_QR: tuple[tuple[int, int], ...] = GRID.qr
NEIGHBOURS: tuple[tuple[int, ...], ...] = GRID.neighbours
CORNER_TILES: tuple[tuple[int, int, int], ...] = GRID.corner_tiles
N_CORNERS = len(CORNER_TILES)
CORNER_OF: dict[tuple[int, int, int], int] = GRID.corner_of
TILE_CORNERS: tuple[tuple[int, ...], ...] = GRID.tile_corners


def tile_index(q: int, r: int) -> int:
    return GRID.index[(q, r)]


def corner_of_tiles(a: int, b: int, c: int) -> int:
    """The corner id where three tiles meet (KeyError if they do not meet in an inner corner)."""
    return CORNER_OF[tuple(sorted((a, b, c)))]  # type: ignore[index]


def corners_adjacent(c1: int, c2: int) -> bool:
    return GRID.corners_adjacent(c1, c2)


def tile_xy(t: int, size: float = 1.0) -> tuple[float, float]:
    return GRID.xy(t, size)


def hex_corner_points(t: int, size: float = 1.0) -> list[tuple[float, float]]:
    """The six vertices of tile t (pointy-top), clockwise from the top."""
    return GRID.hex_points(t, size)


def corner_xy(c: int, size: float = 1.0) -> tuple[float, float]:
    return GRID.corner_xy(c, size)


def distance(a: int, b: int) -> int:
    return GRID.distance(a, b)
