"""Pictures kept by what they show rather than by the item showing them (the hand's cards and words, the tiles face up).

A part's picture (ui/pictures.py) is kept by Qt for its item and made again whenever the item changes or moves (a
part moved is made again). Some items show one of a few looks in turn: a card of the hand shows whatever card is at
its place (at a change of seat every place shows another seat's card; a card played moves the ones after it), a tile
face up shows one kind of tile with its count, and the kinds move along the row as tiles are taken. Their pictures
are kept by their look and the view's scale (`look()`), shared by every such item: a look shown again is a copy,
wherever it lies. Only pictures go into that keeping, never items: nothing of a hand not at the screen is left on
the board.

A target's picture holds its face and what it holds; its marks (the outline of a target that can be clicked, its glow
under the pointer or the keyboard focus) are drawn over the picture at each paint, as ui/facetarget.Mark draws them over
a board's parts (TargetPicture).
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QPoint
from PySide6.QtGui import QPixmap

from dawnofempires_gui.ui.facetarget import Mark
from dawnofempires_gui.ui.pictures import DEVICE, PAD, Cached

KEPT = 48  # pictures kept: a hand of each of six seats (a card at 1280×820 is about 140×200 pixels: 110 kB)


class KeptPicture(Cached):
    """Draws an item from the picture of what it shows (`look()`, None while it shows nothing), made by Qt the first
    time that look is drawn at the view's scale, then copied. A picture cut at the view's edge is not kept (Qt makes
    only what the view shows)."""

    kept: OrderedDict[tuple, QPixmap] = OrderedDict()  # shared by every such item of every board

    def __init__(self, item, look: Callable[[], tuple | None], ground: str | None = None) -> None:
        super().__init__(ground)
        self.item = item
        self.look = look
        self._device = None  # the painter's transform for the item, while it is drawn

    def draw(self, painter) -> None:
        self._device = painter.worldTransform()
        try:
            super().draw(painter)
        finally:
            self._device = None

    def sourcePixmap(self, system=DEVICE, offset: QPoint | None = None, mode=PAD) -> QPixmap:  # noqa: N802
        t, look = self._device, self.look()
        if t is None or look is None or system != DEVICE:
            return self.make(system, offset, mode)
        key = (look, t.m11(), t.m12(), t.m21(), t.m22())
        at = t.mapRect(self.boundingRect()).toAlignedRect()
        kept = self.kept
        picture = kept.get(key)
        if picture is not None:
            kept.move_to_end(key)
            if offset is not None:
                offset.setX(at.x())
                offset.setY(at.y())
            return picture
        picture = self.make(system, offset, mode)
        if picture.size() == at.size():  # whole (not cut at the view's edge)
            kept[key] = picture
            if len(kept) > KEPT:
                kept.popitem(last=False)
        return picture

    def make(self, system, offset, mode) -> QPixmap:
        """The picture as Qt keeps it for the item (made again if the item changed)."""
        return super().sourcePixmap(system, offset, mode)


def forget_kept() -> None:
    """Give back the kept pictures (a board closed: no other game draws them)."""
    KeptPicture.kept.clear()


class TargetPicture(KeptPicture):
    """A target kept by its look, its marks drawn over its picture (never in it: a target armed, pointed at or
    focused shows the same picture)."""

    def __init__(self, target, look: Callable[[], tuple | None], ground: str | None = None) -> None:
        super().__init__(target, look, ground)
        self.marks = Mark(target)  # never in a scene: it paints the target's marks
        target.armed_fill = None  # what Mark reads (a plain target has no fill of its own while armed)

    def make(self, system, offset, mode) -> QPixmap:
        target = self.item
        actions, target.actions = target.actions, ()  # its paint draws the marks of a target standing for actions
        try:
            return super().make(system, offset, mode)
        finally:
            target.actions = actions

    def draw(self, painter) -> None:
        super().draw(painter)
        if self.item.actions and not self.preparing:
            self.marks.paint_all(painter)
