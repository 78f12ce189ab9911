"""The Qt board of Dawn of Empires, put together from its parts: the map (board_map.py), the rondel and the
experience track (board_rondel.py), the supply (board_supply.py), the player board of the seat at the
screen (board_player.py), the other players' boards (board_others.py) and the tray (board_tray.py).

The board never decides legality: show_state() is told the legal actions and arms the Target standing
for each (route(): an action -> the tag of its item). A target standing for one action takes it on a
click; one standing for several (a tile with stacks of different sizes, a rival town to raid) opens the
shared chooser (ui/board.py). Every target's tooltip says what a click does, or why not now. Tests find
what a click emits in `action_items` (action -> item) and `opener_of` (action -> the item whose click
opens the chooser holding it).

Tags (item.data(0)): "tile-<t>", "corner-<c>", "rondel-<space>-<action>", "start-<position>",
"empire-<id>", "tech-<id>", "imp-<id>", "wonder-<id>", the tray's "convert-<terrain>-<resource>",
"discard-<terrain>" and its chips "end_turn", "stop_collecting", "done_converting", "pay_upkeep",
"end_move", "retire_legend", "legend-yes", "legend-no", "release-<owner>", "exchange-<id>"; a chooser's
"chip-<n>". Static items are built once; a redraw only updates them (setters compare first).

Sizes: no word is under 15 scene pixels (board_items.MIN_PX) and the board is 1091 × 1055, so the fitted
view shows every word at 9 px or more in a 1024×700 window (scale 0.6) and in larger ones. Speed: each
part (a tile, the towns, the rondel, a column of the supply, a track of the player board, the tray) is
painted from a picture made again only when it changes (ui/pictures.py); the map's tiles, corners and
flags, the rondel's wedges and the supply's tiles paint their face into their part's picture and their
marks (armed outline, an idle action's grey, glow, focus) above it (ui/targets.FaceTarget), so that arming
them makes no picture again; the scene rectangle is fixed, so that nothing computes the bounds of every
item when one moves. A redraw touches only what changed (the map and the supply compare what they show
first), the targets' words are written when read (tip_of: the map's and the supply's tiles from the game as
it is), the rondel markers are drawn as they are (moving a picture makes it again) and the tray keeps the
row of buttons that comes back at nearly every turn (End turn) with its picture.
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from dawnofempires_gui.engine import Action, Event, Game
from dawnofempires_gui.engine.words import initials, plural
from dawnofempires_gui.ui.board import BoardScene
from dawnofempires_gui.ui.style import seat_colour
from dawnofempires_gui.ui.targets import NO_BRUSH, NO_PEN

from . import data as D
from .board_items import ACTION_ICONS, TABLE, brush, inert
from .board_map import MapPart
from .board_others import OtherBoard
from .board_player import PlayerBoard
from .board_rondel import IDLE_FILL, RondelPart
from .board_supply import SupplyPart
from .board_tray import TurnPanel

BOARD_X, BOARD_Y = 0.0, 424.0  # the player board of the seat at the screen
OTHERS_Y = BOARD_Y + PlayerBoard.H + 8
ROW_H, ROW_GAP = 46.0, 4.0
SCENE_W, SCENE_H = 1080.0, 1046.0
IDLE_BRUSH = brush(IDLE_FILL)
WHY_NOT = {"rondel": "rondel", "research": "research", "research_bonus": "research", "build": "build"}
PROBED = {"rondel": ("rondel-",), "research": ("tech-",), "build": ("imp-", "wonder-")}  # see _probe


class DoeBoard(BoardScene):
    draws_players = True  # every seat's board is drawn in the scene

    def __init__(self, info, parent=None) -> None:
        super().__init__(info, parent)
        self.setBackgroundBrush(brush(TABLE))
        self.setItemIndexMethod(QGraphicsScene.NoIndex)  # pieces move and change on every redraw
        self.large: list[PlayerBoard] = []
        self.compact: list[OtherBoard] = []
        self._shown: tuple | None = None  # (view, seats to move, seat at the screen) of the last redraw
        self.tip_round = 0  # the redraw whose words the targets' tooltips say (tip_of)
        self._tip_step = ""
        self._chosen = (-1, "")  # the tile marked as the stack moving, and in which colour

    # ------------------------------------------------------------------ building (once)
    def _build(self, view: Game) -> None:
        self._n = view.n
        colours = [seat_colour(p, view.seats[p].colour).name() for p in range(view.n)]
        names = [view.seat_name(p) for p in range(view.n)]
        self.colours, self.initials = colours, initials(names)
        self.map = MapPart(self, view.n)
        self.tiles, self.corners, self.starts = self.map.tiles, self.map.corners, self.map.starts
        self.rondel = RondelPart(self, view.n, colours, self.initials, names)
        self.wedges, self.space_costs = self.rondel.wedges, self.rondel.space_costs
        self.markers, self.xp_markers = self.rondel.markers, self.rondel.xp_markers
        self.supply = SupplyPart(self, view.edition)
        self.tech_items, self.build_items = self.supply.tech_items, self.supply.build_items
        for p in range(view.n):  # one board of each kind per player, the ones not shown kept undrawn
            big = PlayerBoard(self, p, names[p], colours[p])
            big.setPos(BOARD_X, BOARD_Y)
            big.set_shown(False)
            self.addItem(big)
            self.large.append(big)
            small = OtherBoard(self, p, names[p], colours[p])
            small.setPos(BOARD_X, OTHERS_Y)
            small.set_shown(False)
            self.addItem(small)
            self.compact.append(small)
        self.turn = TurnPanel(self)
        self.turn.setPos(BOARD_X, OTHERS_Y + (view.n - 1) * (ROW_H + ROW_GAP) + 4)
        self.addItem(self.turn)
        height = max(SCENE_H - 120, self.turn.pos().y() + TurnPanel.H)
        frame = self.addRect(QRectF(-4, -4, SCENE_W + 8, max(SCENE_H, height) + 8), NO_PEN, NO_BRUSH)
        frame.setZValue(-10)
        inert(frame)
        self.setSceneRect(frame.rect())  # fixed: no bounds of every item computed again when one moves

    # ------------------------------------------------------------------ redraw
    def show_state(self, view: Game, seat: int | None, legal: Sequence[Action], events: Sequence[Event]) -> None:
        if self._n != view.n:
            self.clear()
            self.targets.clear()
            self.large, self.compact = [], []
            self._armed_tags = set()
            self._chosen = (-1, "")
            self._build(view)
        self.close_chooser()
        self.view_state = view
        moving = view.to_move()
        me = seat if seat is not None else (moving[0] if moving else 0)
        self.seat = seat
        self.map.update(view, self.colours, self.initials)
        self.rondel.update(view, me if seat is not None else None, legal)
        self.supply.update(view, self.colours)
        # the other players' rows in the order of play: when the turn passes on, only the row of the player
        # who just played comes in (a row moved is drawn again), but once a round
        others = [p for p in view.order if p != me]
        for p in range(view.n):
            self.large[p].set_shown(p == me)
            if p == me:
                self.large[p].update_board(view, p in moving)
            small = self.compact[p]
            small.set_shown(p in others)
            if p in others:
                where = QPointF(BOARD_X, OTHERS_Y + others.index(p) * (ROW_H + ROW_GAP))
                if small.pos() != where:
                    small.setPos(where)
                small.update_board(view, p in moving)
        self.turn.update_panel(view, me, seat, legal)
        self._arm(view, legal)
        self._shown = (view, moving, me)

    # ------------------------------------------------------------------ while the window is idle
    def catch_up(self) -> None:
        """Once the redraw is on the screen and the window idle (BoardView.prepare_soon): the player boards kept
        undrawn (the other seats', the next player's in the order of play as it will be: to move) are drawn from
        the view just shown, and so is the row of the seat at the screen, where it will lie when the next player
        sits down; their pictures are made next (BoardScene.prepare_next), so that the next change of seat
        copies them. A player
        board and a row show nothing secret (only the map's face-down tiles are), so any seat's view draws them
        as the player's own would."""
        if self._shown is None:
            return
        view, moving, me = self._shown
        order = list(view.order)
        following = order[(order.index(me) + 1) % len(order)] if me in order else None
        for p, big in enumerate(self.large):
            if not big.shown:  # the next player's as it will be: to move
                big.update_board(view, p in moving or p == following)
        if following is not None and following != me:
            row = self.compact[me]
            where = QPointF(BOARD_X, OTHERS_Y + [p for p in order if p != following].index(me) * (ROW_H + ROW_GAP))
            if not row.shown:
                if row.pos() != where:
                    row.setPos(where)
                row.update_board(view, False)

    # ------------------------------------------------------------------ targets
    @staticmethod
    def route(action: Action) -> str:
        """The tag of the board item that stands for an action."""
        k, g = action.kind, action.get
        if k == "choose_empire":
            return f"empire-{g('empire')}"
        if k == "place_start":
            return f"start-{g('position')}"
        if k == "rondel":
            return f"rondel-{g('space')}-{g('action')}"
        if k in ("collect", "remove_warrior", "explore", "place_mars", "recruit", "pick"):
            return f"tile-{g('tile')}"
        if k == "move":
            return f"tile-{g('to')}"
        if k in ("remove_hut", "raid", "found", "grow"):
            return f"corner-{g('corner')}"
        if k == "research":
            return f"tech-{g('tech')}"
        if k == "build":
            b = D.BUILDINGS.get(g("item"))
            return ("wonder-" if b is not None and b.kind == "wonder" else "imp-") + str(g("item"))
        if k == "discard":
            return f"discard-{g('terrain')}"
        if k == "convert":
            return f"convert-{g('terrain')}-{g('res')}"
        if k == "exchange":
            return f"exchange-{g('id')}"
        if k == "release":
            return f"release-{g('owner')}"
        if k == "legend":
            return "legend-yes" if g("promote") else "legend-no"
        return k  # end_turn, stop_collecting, done_converting, pay_upkeep, end_move, retire_legend

    def _arm(self, view, legal: Sequence[Action]) -> None:
        wanted: dict[str, list[Action]] = {}
        for a in legal:
            wanted.setdefault(self.route(a), []).append(a)
        self.action_items = {}
        self.opener_of = {}
        for tag in self._armed_tags - set(wanted):
            item = self.targets.get(tag)
            if item is not None:
                item.arm(self, ())
        self._armed_tags = set()
        for tag, acts in wanted.items():
            item = self.targets.get(tag)
            if item is None:
                continue
            item.arm(self, tuple(acts))
            self._armed_tags.add(tag)
            if len(acts) == 1:
                self.action_items[acts[0]] = item
            else:
                for a in acts:
                    self.opener_of[a] = item
        self._tooltips(view, legal)
        cur_tile = view.cur[0] if view.step == "move_stack" and view.cur else -1
        chosen = (cur_tile, self.colours[view.active] if cur_tile >= 0 else "")
        if chosen != self._chosen:  # the tile of the stack moving, in its player's colour
            (old, _), (new, colour) = self._chosen, chosen
            self._chosen = chosen
            if 0 <= old < len(self.tiles):
                self.tiles[old].select("")
            if new >= 0:
                self.tiles[new].select(colour)

    def _tooltips(self, view, legal: Sequence[Action]) -> None:
        """Every target's words are written again when read (tip_of), not for all of them at each redraw; the
        look of the rondel's actions (grey: it would do nothing now) is set here."""
        seat = self.seat
        self.tip_round += 1
        self._tip_step = view.top_step()[0] if legal and seat is not None else ""
        for (_space, act), wedge in self.wedges.items():
            if wedge.actions and seat is not None:
                idle_look(wedge, bool(view.idle_reason(seat, act)))
            elif wedge.armed_fill is not None:
                idle_look(wedge, False)

    def tip_of(self, item) -> None:
        """A target's words for the view last drawn, written when read (Target.toolTip): what it is and what a
        click does; in the step where it could be chosen, one that cannot says why not (the model's words); a
        rondel action that would do nothing says so."""
        view = self.view_state
        if getattr(item, "tip_round", None) == self.tip_round or view is None:
            return
        tag = item.data(0)
        if self.targets.get(tag) is not item:
            return
        item.tip_round = self.tip_round
        seat, step = self.seat, self._tip_step
        asked = PROBED.get(WHY_NOT.get(step, ""), ())  # the tags whose inert targets say why not in this step
        base = self._base_words(item, tag, view)
        lines = [base] if base else []
        if item.actions:
            if len(item.actions) == 1:
                lines.append("<b>Click</b>: " + view.describe(item.actions[0]))
            else:
                lines.append("<b>Click</b> to choose: " + "; ".join(view.describe(a) for a in item.actions))
            if tag.startswith("rondel-"):
                lines += self._rondel_words(view, seat, item.actions[0])
        else:
            probe = self._probe(tag, step) if asked and tag.startswith(asked) else None
            if probe is not None:
                lines.append("<i>Not now: " + view.why_illegal(seat, probe) + "</i>")
        item.tip("<br>".join(lines))

    def _base_words(self, item, tag: str, view) -> str:
        """What a target is, for a view: the words of the map's tiles and the supply's tiles follow the game,
        the others' are written when they change."""
        if tag.startswith("tile-"):
            return self.map.words_of(item, view)
        if tag.startswith(("tech-", "imp-", "wonder-")):
            return self.supply.words_of(item, view)
        return getattr(item, "base_tip", "")

    @staticmethod
    def _probe(tag: str, step: str) -> Action | None:
        """The action an inert target would stand for in this step (to ask the model why not)."""
        kind, _, rest = tag.partition("-")
        if kind == "rondel" and step == "rondel":
            space, _, act = rest.partition("-")
            return Action("rondel", space=int(space), action=act)
        if kind == "tech" and WHY_NOT.get(step) == "research":
            return Action("research", tech=rest)
        if kind in ("imp", "wonder") and step == "build":
            return Action("build", item=rest)
        return None

    def _rondel_words(self, view, seat: int | None, action: Action) -> list[str]:
        if seat is None:
            return []
        steps, cost = view.rondel_cost(seat, action["space"])
        words = []
        if steps:
            words.append(plural(steps, "step") + " clockwise" + (f", {cost} money (Monarchy)" if cost > 0 else ""))
        idle = view.idle_reason(seat, action["action"])
        if idle:
            words.append(f"<b>Does nothing now</b>: {idle}")
        return words


    # ------------------------------------------------------------------ the chooser (ui/board.py)
    def chooser_title(self, actions: Sequence[Action]) -> str:
        return {"pick": "Which units move?", "recruit": "Recruit which unit?", "raid": "Raid: take what?",
                "rondel": "Which action?"}.get(actions[0].kind, "Choose:")

    def chip_label(self, action: Action) -> tuple[str, str]:
        return chip_label(self.view_state, action)


def idle_look(wedge, idle: bool) -> None:
    """An armed rondel action that would do nothing is grey: a fill its mark draws over its face (under its
    label), so that it makes no picture of the rondel again."""
    fill = IDLE_BRUSH if idle else None
    if wedge.armed_fill is not fill:
        wedge.armed_fill = fill
        if wedge.mark is not None and wedge.actions:
            wedge.mark.update()


def chip_label(view, a: Action) -> tuple[str, str]:
    k, g = a.kind, a.get
    if k == "pick":
        parts = []
        if g("warriors"):
            parts.append(plural(g("warriors"), "warrior"))
        if g("settlers"):
            parts.append(plural(g("settlers"), "settler"))
        if g("mars"):
            parts.append("Mars")
        return " + ".join(parts), ""
    if k == "recruit":
        return ("Warrior", "warrior") if g("unit") == "warrior" else ("Settler", "settler")
    if k == "raid":
        take = g("take")
        return ("Enslave a warrior", "fa6s.link") if take == "enslave" else (f"Plunder {take}", take)
    if k == "rondel":
        return str(g("action")).capitalize(), ACTION_ICONS.get(g("action"), "")
    if k == "found":
        return "Found a town", "town"
    if k == "grow":
        return "Grow", "town"
    if k == "remove_hut":
        return "Remove a hut", "town"
    if k == "move":
        return "Move here", "fa6s.arrow-right"
    return view.describe(a) if view is not None else a.kind, ""
