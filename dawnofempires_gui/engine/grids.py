"""Boards as graphs, for every game (pure Python): a hex grid with tile corners, a square grid whose
diagonal steps count 1.5, and an area graph (regions and their borders).

Cells are numbered 0..n-1 so that a game's state stays flat lists indexed by cell. Everything is
computed once when the grid is built; a game keeps one grid per board shape.
"""
from __future__ import annotations

import heapq
import math
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence

SQRT3 = math.sqrt(3.0)


class HexGrid:
    """Pointy-top hexes in axial coordinates (q, r). `cells` lists the (q, r) on the board in cell order.

    A corner is the point where three mutually adjacent hexes meet; the corners whose three hexes are
    all on the board get ids (corner_tiles[c]: their three cells, corners numbered in sorted order).
    """

    DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))  # angular order

    def __init__(self, cells: Sequence[tuple[int, int]]) -> None:
        self.qr: tuple[tuple[int, int], ...] = tuple(tuple(c) for c in cells)  # type: ignore[misc]
        self.index: dict[tuple[int, int], int] = {c: i for i, c in enumerate(self.qr)}
        self.size = len(self.qr)
        self.neighbours: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.index[(q + dq, r + dr)] for dq, dr in self.DIRECTIONS if (q + dq, r + dr) in self.index)
            for q, r in self.qr)
        inner: set[tuple[int, int, int]] = set()
        for q, r in self.qr:
            for i in range(6):
                a, b = self.DIRECTIONS[i], self.DIRECTIONS[(i + 1) % 6]
                hexes = ((q, r), (q + a[0], r + a[1]), (q + b[0], r + b[1]))
                if all(h in self.index for h in hexes):
                    inner.add(tuple(sorted(self.index[h] for h in hexes)))  # type: ignore[arg-type]
        self.corner_tiles: tuple[tuple[int, int, int], ...] = tuple(sorted(inner))
        self.corner_of: dict[tuple[int, int, int], int] = {t: c for c, t in enumerate(self.corner_tiles)}
        self.tile_corners: tuple[tuple[int, ...], ...] = tuple(
            tuple(c for c, tiles in enumerate(self.corner_tiles) if t in tiles) for t in range(self.size))

    @classmethod
    def rhombus(cls, width: int, height: int) -> HexGrid:
        """A width x height rhombus, cell index = width * r + q."""
        return cls([(q, r) for r in range(height) for q in range(width)])

    def distance(self, a: int, b: int) -> int:
        (q1, r1), (q2, r2) = self.qr[a], self.qr[b]
        dq, dr = q1 - q2, r1 - r2
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

    def corners_adjacent(self, c1: int, c2: int) -> bool:
        """Two corners joined by one hex edge (they share exactly two tiles)."""
        return len(set(self.corner_tiles[c1]) & set(self.corner_tiles[c2])) == 2

    def xy(self, cell: int, size: float = 1.0) -> tuple[float, float]:
        """Centre of a cell for hexes of circumradius `size` (y grows downward)."""
        q, r = self.qr[cell]
        return size * SQRT3 * (q + r / 2.0), size * 1.5 * r

    def hex_points(self, cell: int, size: float = 1.0) -> list[tuple[float, float]]:
        """The six vertices of a cell, clockwise from the top."""
        cx, cy = self.xy(cell, size)
        return [(cx + size * math.cos(math.radians(60 * i - 90)), cy + size * math.sin(math.radians(60 * i - 90)))
                for i in range(6)]

    def corner_xy(self, corner: int, size: float = 1.0) -> tuple[float, float]:
        xs, ys = zip(*(self.xy(t, size) for t in self.corner_tiles[corner]))
        return sum(xs) / 3.0, sum(ys) / 3.0


class SquareGrid:
    """A width x height grid of squares, cell = y * width + x. A step goes to any of the eight squares
    around; a straight step counts 1 and a diagonal one 1.5. Distances are kept in half squares (ints)
    so that ranges compare exactly: half_distance() is twice the distance."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.size = width * height
        self.neighbours: tuple[tuple[int, ...], ...] = tuple(self._around(c) for c in range(self.size))

    def xy(self, cell: int) -> tuple[int, int]:
        return cell % self.width, cell // self.width

    def cell(self, x: int, y: int) -> int:
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise IndexError(f"square ({x}, {y}) is off the board")
        return y * self.width + x

    def on_board(self, x: int, y: int) -> bool:
        return 0 <= x < self.width and 0 <= y < self.height

    def _around(self, c: int) -> tuple[int, ...]:
        x, y = self.xy(c)
        return tuple(self.cell(x + dx, y + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)
                     if (dx or dy) and self.on_board(x + dx, y + dy))

    def half_distance(self, a: int, b: int) -> int:
        """Twice the distance: 3 per diagonal step, 2 per straight step, along the shortest way."""
        (x1, y1), (x2, y2) = self.xy(a), self.xy(b)
        dx, dy = abs(x1 - x2), abs(y1 - y2)
        diagonal = min(dx, dy)
        return 3 * diagonal + 2 * (max(dx, dy) - diagonal)

    def distance(self, a: int, b: int) -> float:
        """In squares, diagonals counting 1.5: the Heavy Horse Archer at two squares and one diagonal is 2.5 away."""
        return self.half_distance(a, b) / 2

    def in_range(self, a: int, b: int, maximum: float, minimum: float = 0) -> bool:
        """b is within `maximum` squares of a and at least `minimum` away."""
        d = self.half_distance(a, b)
        return 2 * minimum <= d <= 2 * maximum

    def within(self, a: int, maximum: float, minimum: float = 0) -> list[int]:
        """Every square in range of a (itself included when minimum is 0), nearest first."""
        found = [c for c in range(self.size) if self.in_range(a, c, maximum, minimum)]
        return sorted(found, key=lambda c: (self.half_distance(a, c), c))

    def reach(self, start: int, allowance: float, passable: Callable[[int], bool] = lambda c: True) -> dict[int, int]:
        """Every square a piece can reach with `allowance` squares of movement through passable squares:
        square -> half squares used (Dijkstra over straight 2 and diagonal 3 steps)."""
        budget = int(round(2 * allowance))
        best = {start: 0}
        queue = [(0, start)]
        while queue:
            used, here = heapq.heappop(queue)
            if used > best.get(here, budget + 1):
                continue
            hx, hy = self.xy(here)
            for nxt in self.neighbours[here]:
                if not passable(nxt):
                    continue
                nx, ny = self.xy(nxt)
                cost = used + (3 if nx != hx and ny != hy else 2)
                if cost <= budget and cost < best.get(nxt, budget + 1):
                    best[nxt] = cost
                    heapq.heappush(queue, (cost, nxt))
        return best

    def path(self, start: int, goal: int, passable: Callable[[int], bool] = lambda c: True) -> list[int]:
        """A shortest path from start to goal (both included), [] if there is none."""
        came: dict[int, int] = {start: start}
        best = {start: 0}
        queue = [(0, start)]
        while queue:
            used, here = heapq.heappop(queue)
            if here == goal:
                break
            if used > best[here]:
                continue
            hx, hy = self.xy(here)
            for nxt in self.neighbours[here]:
                if nxt != goal and not passable(nxt):
                    continue
                nx, ny = self.xy(nxt)
                cost = used + (3 if nx != hx and ny != hy else 2)
                if cost < best.get(nxt, 1 << 30):
                    best[nxt] = cost
                    came[nxt] = here
                    heapq.heappush(queue, (cost, nxt))
        if goal not in came:
            return []
        out = [goal]
        while out[-1] != start:
            out.append(came[out[-1]])
        return out[::-1]


class AreaGraph:
    """Named areas (regions) and which border which: adjacency by a shared border or a drawn arrow."""

    def __init__(self, adjacency: Mapping[str, Iterable[str]]) -> None:
        links: dict[str, set[str]] = {a: set() for a in adjacency}
        for a, others in adjacency.items():
            for b in others:
                if b not in links:
                    raise ValueError(f"area {a!r} borders an unknown area {b!r}")
                if a == b:
                    raise ValueError(f"area {a!r} borders itself")
                links[a].add(b)
                links[b].add(a)  # borders go both ways
        self.areas: tuple[str, ...] = tuple(sorted(links))
        self.neighbours: dict[str, tuple[str, ...]] = {a: tuple(sorted(bs)) for a, bs in links.items()}

    def adjacent(self, a: str, b: str) -> bool:
        return b in self.neighbours[a]

    def distances(self, start: str, passable: Callable[[str], bool] = lambda a: True) -> dict[str, int]:
        """Steps from start to every area reachable through passable areas."""
        seen = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for nxt in self.neighbours[here]:
                if nxt not in seen and passable(nxt):
                    seen[nxt] = seen[here] + 1
                    queue.append(nxt)
        return seen

    def distance(self, a: str, b: str) -> int | None:
        return self.distances(a).get(b)

    def connected(self, areas: Iterable[str]) -> bool:
        """The areas form one piece (through each other only)."""
        group = set(areas)
        if not group:
            return True
        first = next(iter(group))
        return set(self.distances(first, lambda a: a in group)) == group

    def bordering(self, areas: Iterable[str]) -> set[str]:
        """Areas next to any of `areas` and not among them."""
        group = set(areas)
        return {n for a in group for n in self.neighbours[a]} - group
