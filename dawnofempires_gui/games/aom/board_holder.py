"""What a player board and a side panel of the Age of Mythology board share (board_player.py, board_others.py):
each is drawn by its parts, from their pictures, and shown or kept undrawn as the seat at the screen changes."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from dawnofempires_gui.games.aom.board_items import UNDRAWN, shelve


class Holder(QGraphicsItem):
    """Holds the parts of a board or panel (`parts`, set once built); draws nothing itself. Showing it or keeping it
    undrawn keeps its parts' pictures, so that showing it again costs only what changed meanwhile. It has no size of
    its own, shown or not, and is never moved, raised or lowered: any of those makes Qt walk every item it holds and
    repaint them (at each change of seat, for the one kept and the one shown). Kept undrawn, it holds its parts in
    its (empty) shape: a repaint skips them whole, their own repaints are clipped away and they answer no pointer;
    the one shown in the same place repaints it (its parts' shelve)."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[QGraphicsItem] = []
        self.shown = True
        self.opened = False  # kept undrawn but reached by a repaint while its pictures are made (see open_undrawn)

    def set_shown(self, shown: bool) -> None:
        if shown != self.shown:
            self.shown = shown
            self._skip_parts()
            shelve(self.parts, not shown)

    def open_undrawn(self, on: bool) -> None:
        """Let a repaint of its place reach the parts it keeps undrawn while their pictures are made ahead
        (AomBoard.prepare_next; they draw nothing while shelved), without giving it a size (taken back, a size
        makes Qt repaint the whole place)."""
        if on != self.opened:
            self.opened = on
            self._skip_parts()

    def _skip_parts(self) -> None:
        self.setFlag(QGraphicsItem.ItemContainsChildrenInShape, not (self.shown or self.opened))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return UNDRAWN  # what it holds is drawn by its parts, each with its own rectangle

    def paint(self, painter, option, widget=None) -> None:
        pass
