"""What every game's board is: a QGraphicsScene that draws a view of the model and turns the player's
clicks into actions. It never decides legality: it is told the legal actions and arms targets with them.

One routing for every board: a Target (ui/targets.py) armed with one action emits it when clicked; armed
with several, the board's chooser opens beside it (chips, one per action). The keyboard reaches the same
targets: arrow keys move a focus mark among the armed targets, Enter takes the focused one, Escape closes
the chooser. An overlay layer above the board hosts a battle or any scene inside an action.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPen, QTransform
from PySide6.QtWidgets import (QAbstractGraphicsShapeItem, QGraphicsItem, QGraphicsRectItem, QGraphicsScene,
                               QGraphicsSimpleTextItem, QToolTip, QWidget)

from dawnofempires_gui.engine import Action, Event, Game
from dawnofempires_gui.engine.registry import GameInfo
from dawnofempires_gui.ui.drawing import AnchoredText, brush, pen
from dawnofempires_gui.ui.pictures import is_shelved, prepare_next
from dawnofempires_gui.ui.style import LEGAL_GLOW, LEGAL_OUTLINE
from dawnofempires_gui.ui.targets import Chip, Target, parent_of

CHOOSER_WIDTH = 340


def covers(item: QGraphicsItem) -> bool:
    """Whether an item hides what lies under it: a shape filled with an opaque colour (words do not)."""
    if not isinstance(item, QAbstractGraphicsShapeItem) or isinstance(item, QGraphicsSimpleTextItem):
        return False
    fill = item.brush()
    return fill.style() == Qt.SolidPattern and fill.color().alpha() == 255


def reading_rows(targets: Sequence[QGraphicsItem]) -> list[list[QGraphicsItem]]:
    """Targets in rows as a reader meets them: top to bottom, a row being those whose middles lie within the
    height of its first one, each row left to right."""
    rows: list[list[QGraphicsItem]] = []
    bottom = None
    for t in sorted(targets, key=lambda t: t.sceneBoundingRect().center().y()):
        rect = t.sceneBoundingRect()
        if bottom is None or rect.center().y() > bottom:
            rows.append([])
            bottom = rect.bottom()
        rows[-1].append(t)
    return [sorted(r, key=lambda t: t.sceneBoundingRect().center().x()) for r in rows]


class BoardScene(QGraphicsScene):
    """Subclass per game. The window calls show_state() after every change; clicks emit action_chosen."""

    action_chosen = Signal(object)  # an Action from the legal list
    draws_players = False  # True: the board shows every seat itself, so the generic Players dock starts hidden

    def __init__(self, info: GameInfo, parent=None) -> None:
        super().__init__(parent)
        self.info = info
        self.view_state: Game | None = None  # the view last drawn
        self.chooser: QGraphicsRectItem | None = None
        self.chips: list[Chip] = []
        self._armed: list[Target] = []
        self._focused: Target | None = None
        # (the clickable area in the scene, the tag) of the last target taken alone: the boards lay out the next
        # buttons clear of it, so that a second click never lands on another action ("Buy nothing" under "Done")
        self.last_click: tuple[QRectF, str] | None = None
        self.overlay_layer: QGraphicsRectItem | None = None
        self.describe: Callable[[Action], str] = lambda a: self.view_state.describe(a) if self.view_state else a.kind
        self.action_items: dict[Action, QGraphicsItem] = {}  # the item a click on which takes the action (tests)
        self.targets: dict[str, Target] = {}  # the board's targets by tag, for the boards that keep them so
        self.opener_of: dict[Action, Target] = {}  # the item whose click opens the chooser holding the action
        self._armed_tags: set[str] = set()
        self.seat: int | None = None  # the seat whose board is shown
        self._n = 0  # the number of players, once built
        self._graveyard: list[QGraphicsItem] = []  # items taken off the scene, kept alive (see retire)
        self._graveyard_old: list[QGraphicsItem] = []

    def show_state(self, view: Game, seat: int | None, legal: Sequence[Action], events: Sequence[Event]) -> None:
        """Redraw from `view` (what `seat` may see). `legal` holds the actions `seat` may take now
        (empty when it is not that seat's turn); `events` are what just happened, for short animations."""
        raise NotImplementedError

    def retire(self, item: QGraphicsItem) -> None:
        """Take a dynamic item off the scene. It may be the very item whose click is being handled (a chip
        emits, the window redraws at once): it is kept alive until two redraws later (see begin_redraw)."""
        if item.scene() is self:
            self.removeItem(item)
        self._graveyard.append(item)

    def retire_all(self, items: Sequence[QGraphicsItem]) -> None:
        """Retire dynamic items; a target among them is disarmed and dropped from the board's targets by tag
        when it is the one registered there."""
        by_tag = self.targets
        for item in items:
            if isinstance(item, Target):
                if by_tag.get(item.data(0)) is item:
                    del by_tag[item.data(0)]
                item.disarm()
            self.retire(item)

    def begin_redraw(self) -> None:
        """At the start of show_state: let go of the items retired two redraws ago."""
        self._graveyard_old, self._graveyard = self._graveyard, []

    # --- the idle work after a redraw (driven by BoardView.prepare_soon) ---------------------------------
    def catch_up(self) -> None:
        """Once the redraw is on the screen and the window idle: bring what the board keeps undrawn (another
        seat's sheet) up to date, if the board does that, so that the next change of seat only copies it."""

    def prepare_next(self, view) -> bool:
        """Make the pictures of one group of stale shelved parts (pictures.prepare_next); whether any are left."""
        return prepare_next(self, view)

    def side_panel(self) -> QWidget | None:
        """An optional widget for the player-panel dock (the board may draw everything itself)."""
        return None

    # --- the routing of clicks ------------------------------------------------------------------
    def remember_target(self, target: Target) -> None:
        if target not in self._armed:
            self._armed.append(target)

    def forget_target(self, target: Target) -> None:
        if target in self._armed:
            self._armed.remove(target)
        if self._focused is target:
            self._focused = None
            target.set_focus_mark(False)

    def armed_targets(self) -> list[Target]:
        """The targets standing for legal actions now, visible ones only, in reading order."""
        shown = [t for t in self._armed if t.scene() is self and t.isVisible()]
        return sorted(shown, key=lambda t: (round(t.sceneBoundingRect().top() / 20), t.sceneBoundingRect().left()))

    def take_space(self) -> bool:
        """Space on the board or on an action button, asked before the window takes the main action: whether the
        board used it itself (to dismiss what it shows over the table, say). By default it does not."""
        return False

    def take(self, target: Target | None, actions: Sequence[Action]) -> None:
        """A target was clicked (or taken by keyboard): one action is chosen at once, several open the chooser."""
        if len(actions) == 1:
            if target is not None:
                self.last_click = (target.mapToScene(target.shape()).boundingRect(), str(target.data(0)))
            self.close_chooser()
            self.action_chosen.emit(actions[0])
        elif actions:
            self.open_chooser(target, actions)

    def chooser_title(self, actions: Sequence[Action]) -> str:
        """The question the chooser asks (boards override per action kind)."""
        return "Choose:"

    def chip_label(self, action: Action) -> tuple[str, str]:
        """A chip's short label and icon for an action (boards override); the tooltip is the full text."""
        return self.describe(action), ""

    def open_chooser(self, opener: QGraphicsItem | None, actions: Sequence[Action], avoid: QRectF | None = None) -> None:
        """The chips of several actions beside the target that opened them, at a fixed size on screen
        (readable however small the board is drawn), clear of `avoid` (scene rectangle) when given."""
        self.close_chooser()
        panel = QGraphicsRectItem()
        panel.setZValue(900)
        panel.setData(0, "chooser")

        x, y, row_h, max_w = 8.0, 34.0, 0.0, 0.0
        title = AnchoredText(self.chooser_title(actions), 13, panel, 8, 16, "l", "#33291b", True)
        for i, action in enumerate(actions):
            label, icon = self.chip_label(action)
            chip = Chip(self, action, label, icon, self.describe(action), f"chip-{i}", "#fffaf0", 13, panel)
            if x + chip.w > CHOOSER_WIDTH and x > 8:
                x, y = 8.0, y + row_h + 6
                row_h = 0.0
            chip.setPos(x, y)
            x += chip.w + 6
            row_h = max(row_h, chip.h)
            max_w = max(max_w, x)
            self.chips.append(chip)
        width = max(max_w + 2, title.boundingRect().width() + 16)
        panel.setRect(QRectF(0, 0, width, y + row_h + 8))
        panel.setBrush(brush("#fbf5e4"))
        panel.setPen(pen("#6b5a3e", 2))
        self.addItem(panel)
        self._place_chooser(panel, opener, avoid)
        self.chooser = panel
        for chip in self.chips:
            self.action_items[chip.actions[0]] = chip
        self._move_focus_to(self.chips[0] if self.chips else None)

    def _place_chooser(self, panel: QGraphicsRectItem, opener: QGraphicsItem | None, avoid: QRectF | None) -> None:
        """Beside the opener, inside the visible board; the panel keeps its size on screen, so its size in
        scene units depends on the view's scale."""
        views = self.views()
        scale = max(views[0].transform().m11(), 1e-3) if views else 1.0
        panel.setScale(1.0 / scale)
        size = panel.rect().size() / scale
        bounds = views[0].mapToScene(views[0].viewport().rect()).boundingRect() if views else self.itemsBoundingRect()
        anchor = opener.sceneBoundingRect() if opener is not None else QRectF(bounds.center(), bounds.center())
        keep_clear = [r for r in (avoid, anchor if opener is not None else None) if r is not None]

        def fitted(x: float, y: float) -> QRectF:
            x = max(bounds.left() + 2, min(x, bounds.right() - size.width() - 2))
            y = max(bounds.top() + 2, min(y, bounds.bottom() - size.height() - 2))
            return QRectF(x, y, size.width(), size.height())

        tries = [(anchor.right() + 4, anchor.top()), (anchor.left() - size.width() - 4, anchor.top())]
        for r in keep_clear:
            tries += [(r.left(), r.bottom() + 4), (r.left(), r.top() - size.height() - 4)]
        for x, y in tries:
            place = fitted(x, y)
            if not any(place.intersects(r) for r in keep_clear):
                break
        else:
            place = fitted(*tries[0])
        panel.setPos(place.topLeft())

    def close_chooser(self) -> None:
        if self.chooser is not None:
            for chip in self.chips:
                self.forget_target(chip)
                if self.action_items.get(chip.actions[0]) is chip:
                    del self.action_items[chip.actions[0]]
            self.retire(self.chooser)  # a chip of it may be the item being clicked
            self.chooser = None
            self.chips = []

    def helpEvent(self, event):  # noqa: N802
        """A tooltip comes from what is drawn at the pointer: never from a part kept undrawn (ui/pictures.shelve)
        under the one shown, nor from what a filled shape covers (a chooser's panel, a battle's arena): the shape
        answers for itself, or the item it belongs to does."""
        for item in self.items(event.scenePos()):
            if not item.isVisible() or is_shelved(item):
                continue
            words = item.toolTip()
            if not words and covers(item):
                owner = parent_of(item)
                while owner is not None and not owner.toolTip():
                    owner = parent_of(owner)
                words = owner.toolTip() if owner is not None else ""
            elif not words:
                continue
            if words:
                QToolTip.showText(event.screenPos(), words, event.widget())
                event.setAccepted(True)
                return
            break
        QToolTip.hideText()
        event.setAccepted(False)

    def mousePressEvent(self, event):  # noqa: N802
        if self.chooser is not None:
            item = self.itemAt(event.scenePos(), QTransform())
            while item is not None and item is not self.chooser:
                item = parent_of(item)
            if item is None:
                self.close_chooser()
        super().mousePressEvent(event)

    # --- the keyboard ---------------------------------------------------------------------------
    def _move_focus_to(self, target: Target | None) -> None:
        if self._focused is not None:
            self._focused.set_focus_mark(False)
        self._focused = target
        if target is not None:
            target.set_focus_mark(True)
            for view in self.views():
                view.ensureVisible(target.sceneBoundingRect(), 20, 20)

    def focus_first_target(self) -> None:
        targets = self.chips or self.armed_targets()
        self._move_focus_to(targets[0] if targets else None)

    def focused_target(self) -> Target | None:
        return self._focused

    def focus_action(self, action: Action) -> bool:
        """Put the focus mark on the target standing for `action` (a hint); False if no target does."""
        for target in self.armed_targets():
            if action in target.actions:
                self._move_focus_to(target)
                return True
        return False

    def _step_focus(self, key: int) -> None:
        targets = [t for t in (self.chips or self.armed_targets())]
        if not targets:
            return
        if self._focused not in targets:
            self._move_focus_to(targets[0])
            return
        box = self._focused.sceneBoundingRect()
        here = box.center()
        direction = {Qt.Key_Left: QPointF(-1, 0), Qt.Key_Right: QPointF(1, 0), Qt.Key_Up: QPointF(0, -1),
                     Qt.Key_Down: QPointF(0, 1)}[key]
        sideways = direction.y() == 0
        best, best_score = None, None
        for t in targets:
            if t is self._focused:
                continue
            rect = t.sceneBoundingRect()
            d = rect.center() - here
            along = d.x() * direction.x() + d.y() * direction.y()
            if along <= 1:
                continue
            across = abs(d.x() * direction.y()) + abs(d.y() * direction.x())
            mid = rect.center()  # in its row (or column): either one's middle within the other's height (width)
            in_line = (box.top() < mid.y() < box.bottom() or rect.top() < here.y() < rect.bottom()) if sideways \
                else (box.left() < mid.x() < box.right() or rect.left() < here.x() < rect.right())
            if sideways and not in_line:
                continue  # left and right stay in the row: past its end they go on to the next row
            score = (not in_line, along + 2 * across)  # its own column first, however far
            if best_score is None or score < best_score:
                best, best_score = t, score
        if best is None:  # nothing that way: go round in reading order, by rows as they are drawn
            rows = reading_rows(targets)
            row = next(i for i, r in enumerate(rows) if self._focused in r)
            forward = key in (Qt.Key_Right, Qt.Key_Down)
            if sideways:  # the start of the next row, or the end of the one before
                best = rows[(row + 1) % len(rows)][0] if forward else rows[row - 1][-1]
            else:
                order = [t for r in rows for t in r]
                best = order[(order.index(self._focused) + (1 if forward else -1)) % len(order)]
        self._move_focus_to(best)

    def keyPressEvent(self, event):  # noqa: N802
        key = event.key()
        if key in (Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down):
            self._step_focus(key)
            event.accept()
            return
        focused = self._focused
        if key in (Qt.Key_Return, Qt.Key_Enter) and focused is not None and focused.actions and focused.isVisible():
            if not event.isAutoRepeat():  # a held key plays one move, not one per repeat
                self.take(focused, focused.actions)  # (a hidden one, such as a battle's closed arena, never)
            event.accept()
            return
        if key == Qt.Key_Escape and self.chooser is not None:
            self.close_chooser()
            event.accept()
            return
        super().keyPressEvent(event)

    # --- the overlay (a battle, a scene inside an action) ---------------------------------------
    def overlay(self, rect: QRectF | None = None) -> QGraphicsRectItem:
        """A layer above the board (a translucent backdrop over `rect`, by default the whole board);
        the game adds its items as children. clear_overlay() removes it."""
        if self.overlay_layer is None:
            layer = QGraphicsRectItem(rect or self.itemsBoundingRect())
            layer.setBrush(QBrush(QColor(20, 24, 32, 170)))
            layer.setPen(QPen(Qt.NoPen))
            layer.setZValue(800)
            layer.setData(0, "overlay")
            self.addItem(layer)
            self.overlay_layer = layer
        return self.overlay_layer

    def clear_overlay(self) -> None:
        if self.overlay_layer is not None:
            for item in self.overlay_layer.childItems():
                if isinstance(item, Target):
                    self.forget_target(item)
            self.removeItem(self.overlay_layer)
            self.overlay_layer = None

    # --- for simple boards ----------------------------------------------------------------------
    def add_target(self, item: QGraphicsItem, actions: Sequence[Action] | Action, tip: str | None = None) -> Target:
        """Make a plain drawn item clickable: an armed Target of its shape is laid over it."""
        target = Target(item.mapToScene(item.shape()), None, None, None, f"target-for-{item.data(0)}")
        target.setZValue(item.zValue() + 0.5)
        self.addItem(target)
        target.arm(self, actions, tip if tip is not None else self.describe(actions if isinstance(actions, Action) else actions[0]))
        return target

    def clear(self) -> None:  # noqa: D401 - QGraphicsScene.clear, keeping the routing consistent
        self.close_chooser()
        self.clear_overlay()
        for target in list(self._armed):
            self.forget_target(target)
        super().clear()


def legal_pen(width: float = 3.0) -> QPen:
    p = QPen(LEGAL_OUTLINE, width)
    p.setCosmetic(False)
    return p


def legal_brush() -> QBrush:
    return QBrush(LEGAL_GLOW)
