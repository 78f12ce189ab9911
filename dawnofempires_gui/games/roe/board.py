"""The Qt board of Rise of Empires, put together from its parts: the world map with the victory point
track round it (board_map.py), the players' panels (board_players.py), the tiles display
(board_tiles.py), the turn panel (board_tray.py), the action display, the turn order and the food track
(board_display.py).

The board never decides legality: show_state() is told the legal actions and arms the Target standing for
each (route(): an action -> the tags of its items). A target standing for one action takes it on a click;
one standing for several (a region where 1 to 6 cubes may go, a player to attack with either row of the
tile, a free-action tile's choices) opens the shared chooser (ui/board.py). A placement is made region by
region — a click on a region, then the number of cubes — and can be reset until it is confirmed; the
regions placed in so far are outlined in the player's colour. Every target's tooltip says what a click
does, or why not now (written when it is read: tip_of). Tests find what a click emits in `action_items`
(action -> item) and `opener_of` (action -> the item whose click opens the chooser holding it).

Tags (item.data(0)): "region-<id>", "circle-<row>-<i>", "order-<space>", "progress-<box>",
"territory-<box>", "city-<box>", "empire-<box>", "trade-<box>", "aside-<track>-<tile>" and "aside-more" (the
tiles left aside that did not fit), a player's
progress and city tiles "own-<seat>-<tile>" (free actions, upkeep, keeping; a free action on a region is
also on its region) and "more-<seat>" (the tiles that did not fit on the panel), the turn panel's
"pay-<kind>", "confirm_placement", "reset_placement", "restart_empire", "end_battles", "skip_action",
"feed_cities", "done_keeping", "end_turn"; a chooser's "chip-<n>". Inert: "held-<seat>-<kind>-<tile>",
"cubes-<region>", "standard-<region>", "label-<region>", "vp-marker-<seat>", "food-marker-<seat>".

Layout (scene units; the fitted view of a 1024×700 window shows it whole at scale 0.46, every word at 9 px
or more, and a 1280×820 one at 0.6): the map and its track top left, the players' panels on the right, the tiles display below the map,
the turn panel, the action display, the turn order and the food track bottom right. Everything is built
once per game; a redraw only updates what changed (setters compare first) and paints from pictures.
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from dawnofempires_gui.engine import Action, Event, Game
from dawnofempires_gui.engine.words import initials
from dawnofempires_gui.ui.board import BoardScene
from dawnofempires_gui.ui.style import seat_colour
from dawnofempires_gui.ui.targets import NO_BRUSH, NO_PEN

from . import data as D
from .board_aside import MORE_TAG
from .board_display import ActionDisplay, FoodTrack, TurnOrderTrack
from .board_items import SHAPES, TABLE, brush, click_tip, fence, inert, is_part
from .board_map import FRAME_H, FRAME_W, MapPart
from .board_players import W as PLAYER_W
from .board_players import PlayerPanel
from .board_tiles import TilesDisplay
from .board_tray import TurnPanel
from .board_words import chip_words, chooser_words

GAP = 12.0
RIGHT_X = FRAME_W + GAP
BOTTOM_Y = FRAME_H + GAP
SIDE_X = TilesDisplay.W + 10
SCENE_W = RIGHT_X + PLAYER_W
SCENE_H = BOTTOM_Y + TilesDisplay.H
TILE_TRACKS = {"take_progress": "progress", "take_territory": "territory", "take_city": "city"}
REGION_KINDS = ("place", "battle", "remove_cubes", "add_cubes")
OWN_TILE_KINDS = ("exchange", "recruit", "pay_upkeep", "discard_city", "keep_tile")
FREE_REGION_KINDS = ("remove_cubes", "add_cubes", "move_cubes")
SEAT_TILE_KINDS = frozenset(OWN_TILE_KINDS + FREE_REGION_KINDS)  # actions on a tile of the seat's
VIEW_ROUTED = frozenset((*TILE_TRACKS, "take_empire", "idle_disc"))  # actions whose items depend on the view


class RoeBoard(BoardScene):
    draws_players = True  # every seat's panel is drawn in the scene

    def __init__(self, info, parent=None) -> None:
        super().__init__(info, parent)
        self.setBackgroundBrush(brush(TABLE))
        self.setItemIndexMethod(QGraphicsScene.NoIndex)  # pieces move and change on every redraw
        self.panels: list[PlayerPanel] = []
        self.tip_round = 0  # the redraw whose words the targets' tooltips say (tip_of)
        self._routes: dict[tuple[Action, int | None], list[str]] = {}  # see _routed
        self._chosen: dict[str, str] = {}  # the regions marked as placed in so far -> the colour of the mark
        self._tip_step = ""

    # ------------------------------------------------------------------ building (once)
    def _build(self, view: Game) -> None:
        n = self._n = view.n
        self.colours = [seat_colour(p, view.seats[p].colour).name() for p in range(n)]
        self.names = [view.seat_name(p) for p in range(n)]
        self.initials = initials(self.names)
        self.shapes = [SHAPES[p % len(SHAPES)] for p in range(n)]
        self.map = MapPart(self, n, self.colours, self.names, self.shapes)
        self.tiles = TilesDisplay(self)
        self.tiles.setPos(0, BOTTOM_Y)
        self.addItem(self.tiles)
        self.turn = TurnPanel(self)
        self.turn.setPos(SIDE_X, BOTTOM_Y)
        self.addItem(self.turn)
        y = BOTTOM_Y + TurnPanel.H + 8
        self.display = ActionDisplay(self, view)
        self.display.setPos(SIDE_X, y)
        self.addItem(self.display)
        self.order = TurnOrderTrack(self, n, self.colours, self.names, self.shapes)
        self.order.setPos(SIDE_X + ActionDisplay.W + 8, y)
        self.addItem(self.order)
        self.food = FoodTrack(self, n, self.colours, self.names, self.shapes)
        self.food.setPos(SIDE_X, y + ActionDisplay.H + 8)
        self.addItem(self.food)
        gap = 6.0
        h = min(300.0, (FRAME_H - (n - 1) * gap) / n)
        for p in range(n):
            panel = PlayerPanel(self, p, self.names[p], self.colours[p], self.shapes[p], h)
            panel.setPos(RIGHT_X, p * (h + gap))
            self.addItem(panel)
            self.panels.append(panel)
        frame = self.addRect(QRectF(-2, -2, SCENE_W + 4, SCENE_H + 4), NO_PEN, NO_BRUSH)
        frame.setZValue(-10)
        inert(frame)
        self.setSceneRect(frame.rect())
        for item in self.items():  # Qt leaves out of a paint the parts it does not reach (board_items.fence)
            if is_part(item):
                fence(item)

    # ------------------------------------------------------------------ redraw
    def show_state(self, view: Game, seat: int | None, legal: Sequence[Action], events: Sequence[Event]) -> None:
        if self._n != view.n:
            self.clear()
            self.targets.clear()
            self.panels = []
            self._armed_tags = set()
            self._routes, self._chosen = {}, {}
            self._build(view)
        self.close_chooser()
        self.view_state = view
        self.seat = seat
        moving = view.to_move()
        self.map.update(view)
        self.tiles.update(view, self.names, self.colours, self.initials)
        self.display.update(view, seat, self.colours, self.initials, self.names)
        self.order.update(view)
        self.food.update(view)
        on_map = [sum(counts) for counts in zip(*view.cubes.values())]  # every seat's at once (not 5 walks)
        over = view.is_over()
        for p, panel in enumerate(self.panels):
            panel.update_panel(view, seat, p in moving and not over, on_map[p])
        self.turn.update_panel(view, seat, legal)
        self._arm(view, legal)


    # ------------------------------------------------------------------ targets
    def route(self, action: Action) -> list[str]:
        """The tags of the board items that stand for an action (the first is its home)."""
        k, g = action.kind, action.get
        view = self.view_state
        if k in TILE_TRACKS:
            track = TILE_TRACKS[k]
            shown = getattr(view, f"{track}_up")
            tags = [f"{track}-{b}" for b, t in enumerate(shown) if t == g("tile")]
            return tags + [f"aside-{track}-{g('tile')}"]
        if k == "take_empire":
            return [f"empire-{b}" for b, t in enumerate(view.empire_track) if t == g("tile")]
        if k == "trade":
            return [f"trade-{b}" for b, t in enumerate(D.TRADE_BOXES) if t.id == g("box")]
        if k == "take_disc":
            return [f"circle-{g('row')}-{g('circle')}"]
        if k == "idle_disc":
            return [f"circle-{g('row')}-{view.next_circle(g('row'))}"]
        seat = self.seat if self.seat is not None else 0
        if k in REGION_KINDS:  # a free action also on its tile in the player's panel
            return [f"region-{g('region')}"] + ([f"own-{seat}-{g('tile')}"] if g("tile") else [])
        if k == "move_cubes":
            return [f"region-{g('source')}", f"own-{seat}-{g('tile')}"]
        if k in OWN_TILE_KINDS:
            return [f"own-{seat}-{g('tile')}"]
        if k == "pay":
            return [f"pay-{g('what')}"]
        if k == "choose_place":
            return [f"order-{g('space')}"]
        return [k]

    def _routed(self, action: Action) -> list[str]:
        """route(action), kept for the actions whose items do not depend on the view (a region, a circle, a
        tile of the seat's): the same few hundred come back redraw after redraw."""
        if action.kind in VIEW_ROUTED:
            return self.route(action)
        key = (action, self.seat)
        tags = self._routes.get(key)
        if tags is None:
            if len(self._routes) > 4000:
                self._routes.clear()
            tags = self._routes[key] = self.route(action)
        return tags

    def _arm(self, view, legal: Sequence[Action]) -> None:
        wanted: dict[str, list[Action]] = {}
        home: dict[Action, str] = {}
        targets = self.targets
        more = f"more-{self.seat}"
        more = more if more in targets else ""
        aside_more = MORE_TAG if MORE_TAG in targets else ""
        for a in legal:
            tags = [t for t in self._routed(a) if t in targets]
            if more and a.kind in SEAT_TILE_KINDS and not any(t.startswith("own-") for t in tags):
                tags.append(more)  # a tile of the seat's that did not fit on its panel
            elif aside_more and not tags and a.kind in TILE_TRACKS:
                tags.append(aside_more)  # a tile left aside that did not fit on the tiles display
            for t in tags:
                wanted.setdefault(t, []).append(a)
            if tags:
                home[a] = tags[0]
        self.action_items = {}
        self.opener_of = {}
        for tag in self._armed_tags - wanted.keys():
            item = targets.get(tag)
            if item is not None:
                item.arm(self, ())
        self._armed_tags = set(wanted)
        for tag, acts in wanted.items():
            item = targets[tag]
            acts = tuple(acts)
            if item.actions != acts or item.board is not self:  # (arm compares too, a few calls later)
                item.arm(self, acts)
        for a, tag in home.items():
            item = targets[tag]
            if len(item.actions) == 1:
                self.action_items[a] = item
            else:
                self.opener_of[a] = item
        self.tip_round += 1  # every target's words are written again when asked for (tip_of)
        top = view.top_step()[0]
        self._tip_step = top if legal and self.seat is not None else ""
        placing = top == "place" and view.pl_tile
        mine = self.colours[view.active] if placing and view.active >= 0 else ""
        chosen = {rid: mine for rid in view.pl_regions} if placing else {}
        for rid in self._chosen.keys() | chosen.keys():
            self.map.regions[rid].select(chosen.get(rid, ""))
        self._chosen = chosen

    def tip_of(self, item) -> None:
        """Write a target's tooltip for the view last drawn, when it is asked for (Target.toolTip): what it is
        and what a click does; in the step where it could be chosen, one that cannot says why not (the
        model's words)."""
        if getattr(item, "tip_round", None) == self.tip_round or self.view_state is None:
            return
        tag = item.data(0)
        if self.targets.get(tag) is not item:
            return
        item.tip_round = self.tip_round
        view = self.view_state
        base = getattr(item, "tip_now", "") or getattr(item, "base_tip", "")
        if item.actions:
            tip = click_tip(base, item.actions, view.describe)
        else:
            why = self._why_not(view, self.seat, tag, self._tip_step) if self._tip_step else ""
            tip = base + (("<br>" if base else "") + "<i>Not now: " + why + "</i>" if why else "")
            tip = tip or "Nothing to do here now."
        item.setToolTip(tip)

    def _why_not(self, view, seat: int, tag: str, step: str) -> str:
        """Why an inert target cannot be used in this step (the model's words), or ""."""
        kind, _, rest = tag.partition("-")
        if kind == "region" and step == "place" and view.pl_tile:
            return view.place_problem(seat, rest)
        if kind == "region" and step == "battle":
            return "A battle is fought in a region where you and another player have cubes (one battle per region)."
        if kind in ("progress", "territory", "city", "empire", "trade") and step in ("action", "b_act"):
            probe = self._probe(view, kind, rest)
            return view.why_illegal(seat, probe) if probe is not None else ""
        if kind == "circle" and step == "action" and view.b_turn:
            row, _, i = rest.rpartition("-")
            return view.why_illegal(seat, Action("take_disc", row=row, circle=int(i)))
        return ""

    @staticmethod
    def _probe(view, kind: str, rest: str) -> Action | None:
        box = int(rest) if rest.isdigit() else -1
        if kind == "trade" and 0 <= box < len(D.TRADE_BOXES):
            return Action("trade", box=D.TRADE_BOXES[box].id)
        if kind == "empire":
            tile = view.empire_track[box] if 0 <= box < len(view.empire_track) else None
            return Action("take_empire", tile=tile) if tile else None
        shown = getattr(view, f"{kind}_up", None)
        if shown is None or not 0 <= box < len(shown) or shown[box] is None:
            return None
        return Action(f"take_{kind}", tile=shown[box])

    # ------------------------------------------------------------------ the chooser (ui/board.py)
    def chooser_title(self, actions: Sequence[Action]) -> str:
        return chooser_words(actions)

    def chip_label(self, action: Action) -> tuple[str, str]:
        return chip_words(self.view_state, action)
