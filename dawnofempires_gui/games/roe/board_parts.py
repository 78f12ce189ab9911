"""The parts of the Rise of Empires board: what is painted from one picture (ui/pictures.py), each inside a
fence that lets Qt leave it out of a repaint that does not reach it, and a place drawn in one of a few ways
(Variants), each way a part whose picture is kept while another is shown."""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from dawnofempires_gui.ui.pictures import FENCE, fence, fenced_part, is_part, shut  # noqa: F401 (for the boards)
from dawnofempires_gui.ui.pictures import part as bare_part


def part(parent: QGraphicsItem | None, tag: str = "", z: float = 0, ground: str | None = None,
         picture: bool = True) -> QGraphicsRectItem:
    """A part of the board painted from a picture, inside a fence (ui/pictures.fenced_part) when it has a
    parent; fence() sets the fence round what it holds once built."""
    if not picture or parent is None:
        return bare_part(parent, tag, z, ground, picture)
    return fenced_part(parent, tag, z, ground)


class Variants:
    """One place drawn in one of a few ways that come back (the words of a prompt's line, a band while its
    seat moves or not): each way is a part of its own, its picture kept while another is shown, so that a way
    seen before is shown by a copy. `make(holder)` builds the items of a way's part and returns what `fill`
    takes; `fill(items, key)` draws a way in them. At most `keep` ways are kept: a new one is drawn in the part
    of the way seen longest ago."""

    def __init__(self, parent: QGraphicsItem, tag: str, make: Callable[[QGraphicsItem], object],
                 fill: Callable[[object, Hashable], None], keep: int = 12, ground: str | None = None,
                 z: float = 0) -> None:
        self.parent, self.tag, self.make, self.fill, self.keep = parent, tag, make, fill, keep
        self.ground, self.z = ground, z
        self.ways: OrderedDict[Hashable, tuple[QGraphicsItem, object]] = OrderedDict()
        self.key: Hashable | None = None
        self.made = 0  # the parts made so far (their tags: <tag>-<n>)

    def show(self, key: Hashable) -> object:
        """Draw the place the way `key` says; returns that way's items."""
        if key == self.key and self.ways:
            return self.ways[key][1]
        if self.key in self.ways:
            shut(self.ways[self.key][0], True)
        self.key = key
        way = self.ways.pop(key, None)
        if way is None:
            if len(self.ways) >= self.keep:
                _old, way = self.ways.popitem(last=False)
            else:
                holder = part(self.parent, f"{self.tag}-{self.made}", self.z, self.ground)
                self.made += 1
                way = (holder, self.make(holder))
            self.fill(way[1], key)
        self.ways[key] = way
        shut(way[0], False)
        return way[1]

    def items(self) -> object | None:
        """The items of the way drawn now."""
        way = self.ways.get(self.key)
        return way[1] if way is not None else None
