"""Parts of a board painted from pictures, the boards' main defence against slow redraws.

A part (a tile, a track, a sheet, a panel) is an invisible holder whose children are drawn item by item only
when something in them changed or the view's scale did; otherwise the part is one pixmap copy. Qt makes and
keeps the picture (a graphics effect's source pixmap in device coordinates, held in QPixmapCache) and throws
it away on any change of the item or its children.
"""
from __future__ import annotations

import weakref
from collections.abc import Sequence

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QPixmapCache, QRegion, QTransform
from PySide6.QtWidgets import QGraphicsEffect, QGraphicsItem, QGraphicsRectItem

PIXMAP_CACHE_KB = 96 * 1024  # the pictures of every part of a board (Qt's default cache is 10 MB)
DEVICE, PAD, IDENTITY = Qt.DeviceCoordinates, QGraphicsEffect.PadToEffectiveBoundingRect, QTransform()
_SHELVED: weakref.WeakSet = weakref.WeakSet()  # the parts shelved now, in every scene
MARGIN = 2  # device pixels around a part that antialiasing may touch


class Exposed:
    """The region of the view being painted, in the view's pixels (None outside a view's paint). Qt asks every
    part for its picture at every paint, even parts far from what changed (a part's holder draws nothing of
    its own, so Qt never tests it against the region): a part outside it is left out at once."""

    region: QRegion | None = None


class Cached(QGraphicsEffect):
    """Draws an item and its children from one picture at the view's resolution. A part lying on a plain
    `ground` (its own rectangle holds nothing else) is shown from an opaque copy of the picture on that
    colour: a plain copy of pixels, several times faster than blending."""

    def __init__(self, ground: str | None = None) -> None:
        super().__init__()
        self.ground = QColor(ground) if ground else None
        self._solid: QPixmap | None = None
        self._key = None
        self.shelved = False  # kept with its picture but not drawn (see shelve)
        self.stale = True  # its picture is to be made (again) before it can be drawn
        self.preparing = False  # asked for its picture without being drawn (see prepare)
        self.item: QGraphicsItem | None = None

    def sourceChanged(self, flags) -> None:  # noqa: N802
        self.stale = True  # whatever changed (testing the flags costs more: Python enums, a dozen calls a redraw)

    def draw(self, painter: QPainter) -> None:
        if self.preparing:  # its opaque copy too: made when first shown, it would cost that frame a fill and a blend
            self._opaque(self.sourcePixmap(DEVICE, QPoint(), PAD))
            self.stale = False
            return
        if self.shelved:
            return
        t = painter.worldTransform()
        region = Exposed.region
        if region is not None and not region.intersects(
                t.mapRect(self.boundingRect()).toAlignedRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)):
            return
        if t.m12() or t.m21():
            self.drawSource(painter)  # turned: drawn as it is
            return
        offset = QPoint()
        picture = self._opaque(self.sourcePixmap(DEVICE, offset, PAD))
        self.stale = False
        painter.setWorldTransform(IDENTITY)
        painter.drawPixmap(offset, picture)
        painter.setWorldTransform(t)

    def _opaque(self, picture: QPixmap) -> QPixmap:
        """The picture to copy: on a plain ground, the picture laid on that colour once (kept until Qt makes
        the picture again)."""
        if self.ground is None or picture.isNull():
            return picture
        key = picture.cacheKey()
        if key != self._key:
            solid = QPixmap(picture.size())
            solid.setDevicePixelRatio(picture.devicePixelRatio())
            solid.fill(self.ground)
            inner = QPainter(solid)
            inner.drawPixmap(0, 0, picture)
            inner.end()
            self._solid, self._key = solid, key
        return self._solid


def cached(item: QGraphicsItem, ground: str | None = None) -> QGraphicsItem:
    """Paint `item` and its children from a picture (see Cached); `ground`: the plain colour it lies on."""
    effect = Cached(ground)
    effect.item = item
    item.setGraphicsEffect(effect)
    if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:
        QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
    return item


def part(parent: QGraphicsItem | None, tag: str = "", z: float = 0, ground: str | None = None,
         picture: bool = True) -> QGraphicsRectItem:
    """An invisible holder of a part of the board at its parent's origin, painted from a picture unless
    `picture` is False: what is built in it keeps its coordinates."""
    holder = QGraphicsRectItem(QRectF(), parent)
    holder.setPen(QPen(Qt.NoPen))  # a null rectangle: the part is as large as what it holds
    holder.setFlag(QGraphicsItem.ItemHasNoContents)
    holder.setZValue(z)
    holder.setAcceptedMouseButtons(Qt.NoButton)
    holder.setAcceptHoverEvents(False)
    if tag:
        holder.setData(0, tag)
    return cached(holder, ground) if picture else holder


FENCE = "fence"  # the tag of a part's fence (see fenced_part)
_SHUT = 1  # the data key saying a fence is shut (see shut)
_FAR = QRectF(-1e5, -1e5, 0, 0)  # a shut fence: no size, far from any repaint


def fenced_part(parent: QGraphicsItem, tag: str = "", z: float = 0, ground: str | None = None,
                around: QRectF | None = None) -> QGraphicsRectItem:
    """A part (see part) inside a fence: Qt asks every part for its picture at every paint, even far from what
    changed (a holder has no contents, so Qt never tests it against the painted region), a call into Python
    each. A fence is a rectangle with no pen and no brush round all the part may hold, marks included
    (ItemContainsChildrenInShape): Qt tests it against the region and leaves it out with all it holds. Its
    rectangle is `around`, or what the part holds when fence() is called (again whenever that grows). The
    fence, not the holder, has the rectangle: a holder with contents would be repainted whole at any change."""
    wall = QGraphicsRectItem(around if around is not None else QRectF(), parent)
    wall.setPen(QPen(Qt.NoPen))
    wall.setFlag(QGraphicsItem.ItemContainsChildrenInShape)
    wall.setZValue(z)
    wall.setData(0, FENCE)
    wall.setAcceptedMouseButtons(Qt.NoButton)
    wall.setAcceptHoverEvents(False)
    return part(wall, tag, 0, ground)


def fence(holder: QGraphicsItem) -> QGraphicsItem:
    """Set the fence of a fenced part round what it holds (hidden items too, as its picture is). A part at the
    top of the scene is made its own fence: it is then made again whole whenever anything in it changes. A shut
    fence stays shut (see shut)."""
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
        if wall.data(_SHUT):
            rect = _FAR
    if rect != wall.rect():
        wall.setRect(rect)
    return holder


def shut(holder: QGraphicsItem, closed: bool) -> None:
    """Keep a fenced part undrawn with its picture (its fence shut: no size, far from any repaint), or draw it
    again. Unlike shelve, Qt no longer reaches it at all (a shelved part is still asked for its picture at every
    repaint of its place) and its picture is not made ahead; hiding it would throw its picture away. What it
    holds answers no pointer while shut."""
    wall = holder.parentItem()
    if bool(wall.data(_SHUT)) != closed:
        wall.setData(_SHUT, closed)
        if closed:
            wall.setRect(_FAR)
        else:
            fence(holder)


def is_part(item: QGraphicsItem) -> bool:
    """Whether an item is a part's holder (made by part), not a piece painted from Qt's item cache."""
    return isinstance(item.graphicsEffect(), Cached) and isinstance(item, QGraphicsRectItem)


def parts_of(item: QGraphicsItem) -> list[QGraphicsItem]:
    """The parts painted from pictures among an item's children."""
    return [child for child in item.childItems() if isinstance(child.graphicsEffect(), Cached)]


def shelve(parts: list[QGraphicsItem], shelved: bool) -> None:
    """Stop or start drawing these parts, keeping their pictures: hiding an item and showing it again makes
    Qt throw away the pictures of all it holds; a shelved part still holds its place (above or below the
    one drawn, which the board stacks on top) and answers no tooltip (the board asks is_shelved)."""
    for item in parts:
        effect = item.graphicsEffect()
        if effect.shelved != shelved:
            effect.shelved = shelved
            (_SHELVED.add if shelved else _SHELVED.discard)(effect)
            _repaint_place(item, effect)


def _repaint_place(item: QGraphicsItem, effect: Cached) -> None:
    """Paint a part's place again, keeping its picture. Qt ignores an update of a holder (it has no contents),
    and the scene's update() is painted apart from the items' changes (a second paint of the board in the
    frame): each view's screen is told directly, with what changed, in its next paint."""
    scene = item.scene()
    if scene is None:
        return
    rect = item.mapRectToScene(effect.boundingRect())
    for view in scene.views():
        view.viewport().update(view.mapFromScene(rect).boundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN))


def parent_of(item: QGraphicsItem) -> QGraphicsItem | None:
    """item.parentItem(), safe at the top of a chain. PySide6's parentItem() makes the item a child of what it
    returns (its typesystem); for a top-level item that is None, which takes the item from the scene's keeping
    and hands it to Python: held by no Python name (a part only added to the scene), it is then deleted at the
    next garbage collection, with every item in it, while the board still uses them. topLevelItem() does not
    do that. Walk up with this, never with parentItem()."""
    return None if item.topLevelItem() is item else item.parentItem()


def is_shelved(item: QGraphicsItem | None) -> bool:
    """Whether an item lies in a shelved part (walking up with parent_of)."""
    while item is not None:
        effect = item.graphicsEffect()
        if isinstance(effect, Cached) and effect.shelved:
            return True
        item = parent_of(item)
    return False


def stale_shelved(scene) -> list[Cached]:
    """The shelved parts of a scene whose pictures are to be made again before they are shown (those of a
    closed board, whose items Qt deleted, are forgotten)."""
    found = []
    for effect in list(_SHELVED):
        try:
            if effect.shelved and effect.stale and effect.item.scene() is scene:
                found.append(effect)
        except (RuntimeError, AttributeError):  # its item is gone with its board
            _SHELVED.discard(effect)
    return found


def prepare(effects: Sequence[Cached], view) -> None:
    """Make the pictures of shelved parts at the view's scale now, while nobody waits, so that showing them
    later is one pixmap copy: the place holding them all is painted again once, with them asked for their
    pictures but not drawn. A part Qt does not ask (one Qt sees as empty or hidden) is made when shown: the
    idle work goes on to other parts rather than trying it again and again."""
    port = view.viewport()
    area, inside = QRect(), []
    for effect in effects:
        item = effect.item
        rect = view.mapFromScene(item.mapToScene(effect.boundingRect())).boundingRect()
        rect = rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN) & port.rect()
        if not rect.isEmpty():  # else out of view: made when it comes into view
            inside.append(effect)
            area |= rect
    for effect in inside:
        effect.preparing = True
    try:
        if inside:
            port.repaint(area)
    finally:
        for effect in inside:
            effect.preparing = False
    for effect in effects:
        effect.stale = False


def prepare_next(scene, view) -> bool:
    """Make the pictures of one group of a scene's stale shelved parts (those under one top-level item: a
    seat's sheet); whether any are left for the next turn of the event loop."""
    waiting = stale_shelved(scene)
    if not waiting:
        return False
    top = waiting[0].item.topLevelItem()
    batch = [effect for effect in waiting if effect.item.topLevelItem() is top]
    prepare(batch, view)
    return len(batch) < len(waiting)
