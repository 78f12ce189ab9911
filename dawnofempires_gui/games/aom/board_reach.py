"""Targets clicked anywhere in a rectangle a little larger than their drawn shape: a small piece of a crowded board
(a tile of the draft, a cube of the bank, a button) is reached without aiming at its edge, in a small window too.

The rectangle reaches into the gaps round the piece, never onto a neighbour, and stays inside the room a target keeps
round its shape for its outline (Target's bounding rectangle): nothing is drawn larger, no picture grows. The glow
under the pointer follows the rectangle reached (Qt asks the shape for hovers as for clicks).
"""
from __future__ import annotations

from PySide6.QtGui import QPainterPath

from dawnofempires_gui.ui.facetarget import FaceTarget
from dawnofempires_gui.ui.targets import Target

OUTLINE_ROOM = 6.0  # what Target keeps round its shape (its bounding rectangle), in scene units


class Reach:
    """Mixed in before Target (or FaceTarget): `reach(left, top, right, bottom)` widens the shape clicked by these
    margins (scene units, each at most OUTLINE_ROOM); the drawn shape stays `drawn_shape()`."""

    _margins = (0.0, 0.0, 0.0, 0.0)
    _reached: QPainterPath | None = None

    def reach(self, left: float, top: float, right: float, bottom: float) -> None:
        margins = tuple(min(OUTLINE_ROOM, max(0.0, m)) for m in (left, top, right, bottom))
        if margins != self._margins or self._reached is None:
            self.prepareGeometryChange()
            self._margins = margins
            self._reached = self._reach_path()

    def _reach_path(self) -> QPainterPath:
        left, top, right, bottom = self._margins
        path = QPainterPath()
        path.addRect(self._path.boundingRect().adjusted(-left, -top, right, bottom))
        return path

    def set_path(self, path: QPainterPath) -> None:
        if path != self._path:
            super().set_path(path)  # (it prepares the geometry change)
            if self._reached is not None:
                self._reached = self._reach_path()

    def drawn_shape(self) -> QPainterPath:
        return self._path

    def shape(self) -> QPainterPath:
        return self._reached if self._reached is not None else self._path


class ReachTarget(Reach, Target):
    pass


class ReachFaceTarget(Reach, FaceTarget):
    pass
