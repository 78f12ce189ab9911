"""The parts of the Rise of Empires board: what is painted from one picture (ui/pictures.py), each inside a
fence that lets Qt leave it out of a repaint that does not reach it, and a place drawn in one of a few ways
(Variants), each way a part whose picture is kept while another is shown."""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from dawnofempires_gui.ui.pictures import Cached
from dawnofempires_gui.ui.pictures import part as bare_part

FENCE = "fence"  # the tag of a part's fence (see part)
SHUT = 1  # the data key saying a fence is shut (see shut)
FAR = QRectF(-1e5, -1e5, 0, 0)  # a shut fence: no size, far from any repaint


def is_part(item: QGraphicsItem) -> bool:
    """Whether an item is a part painted from a picture (a holder made by part(), not a cached piece)."""
    return isinstance(item.graphicsEffect(), Cached) and isinstance(item, QGraphicsRectItem)


def part(parent: QGraphicsItem | None, tag: str = "", z: float = 0, ground: str | None = None,
         picture: bool = True) -> QGraphicsRectItem:
    """A part of the board painted from a picture (ui/pictures.part), inside a fence when it has a parent: Qt
    asks every part for its picture at every paint, even far from what changed (a holder has no contents, so
    Qt never tests it against the painted region), a call into Python each, most of a small repaint's time.
    A fence is a rectangle with no pen and no brush round what the part holds (ItemContainsChildrenInShape):
    Qt tests it against the region and leaves it out with all it holds. The fence, not the holder, has the
    rectangle: a holder with contents would be repainted whole at any change inside it (see fence())."""
    if not picture or parent is None:
        return bare_part(parent, tag, z, ground, picture)
    wall = QGraphicsRectItem(QRectF(), parent)
    wall.setPen(QPen(Qt.NoPen))
    wall.setFlag(QGraphicsItem.ItemContainsChildrenInShape)
    wall.setZValue(z)
    wall.setData(0, FENCE)
    wall.setAcceptedMouseButtons(Qt.NoButton)
    wall.setAcceptHoverEvents(False)
    return bare_part(wall, tag, 0, ground, picture)


def fence(holder: QGraphicsItem) -> QGraphicsItem:
    """Set the fence of a part round what it holds (hidden items too, as its picture is): call it again when
    its items change their extent. A part at the top of the scene (the printed map) is its own fence: it is
    made again whole whenever anything in it changes. A shut fence stays shut (see shut)."""
    rect = holder.childrenBoundingRect()
    if holder.topLevelItem() is holder:
        if holder.flags() & QGraphicsItem.ItemHasNoContents:
            holder.setFlag(QGraphicsItem.ItemHasNoContents, False)
            holder.setFlag(QGraphicsItem.ItemContainsChildrenInShape)
        wall = holder
    else:
        wall = holder.parentItem()
        if wall.data(0) != FENCE:
            return holder
        if wall.data(SHUT):
            rect = FAR
    if rect != wall.rect():
        wall.setRect(rect)
    return holder


def shut(holder: QGraphicsItem, closed: bool) -> None:
    """Keep a fenced part undrawn with its picture (its fence shut: no size, far from any repaint), or draw it
    again. Unlike ui/pictures.shelve, Qt no longer reaches it at all (a shelved part is still asked for its
    picture at every repaint of its place, a call into Python each) and its picture is not made ahead; hiding
    it would throw its picture away. What it holds answers no pointer while shut."""
    wall = holder.parentItem()
    if bool(wall.data(SHUT)) != closed:
        wall.setData(SHUT, closed)
        if closed:
            wall.setRect(FAR)
        else:
            fence(holder)


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
