"""How the Age of Mythology board stands for the legal actions: which item a click on which takes each one
(route()), the buttons of the plain choices (in the prompt, board_prompt.py, or in the battle arena while a battle
goes on), the villager picked up before the tile it goes to, and every target's tooltip (what a click does, or why
not now).

A mixin of AomBoard (board.py): it reads the parts the board built (`own`, `panels`, `hand`, `face_up`,
`table_row`, `arena`, `prompt`) and the seat at the screen (`me`, `seat`).
"""
from __future__ import annotations

from dawnofempires_gui.engine import Action
from dawnofempires_gui.games.aom.board_items import Button, choose_tip, click_tip, why_tip
from dawnofempires_gui.games.aom.board_words import (BATTLE_KINDS, BUTTONS, GROUPS, ON_A_BUTTON_TOO, TACTIC_LABELS,
                                                     step_note)
from dawnofempires_gui.games.aom.rules_gather import HOLDING
from dawnofempires_gui.games.aom.rules_tables import GATHERERS, NSQ, TILE_RES
from dawnofempires_gui.ui.targets import Target

CLOSE = Action("close_arena")  # never a legal action: the board takes it itself (leave a finished battle)


class Routing:
    """The part of AomBoard that arms its targets and buttons."""

    # ------------------------------------------------------------------ which item stands for an action
    def route(self, view, a: Action) -> list[str]:
        k, g, me = a.kind, a.get, self.me
        if k == "take_tile":
            return [f"tile-{g('tile')}"]
        if k == "place_vp":
            return [f"vp-{g('card')}"]
        if k == "take_card":
            return [f"perm-{g('card')}"]
        if k == "draw_cards":
            return ["deck"]
        if k in ("play", "pass_card", "discard"):
            tags = [f"card-{g('card')}"]
            return tags + [f"card-{g('card')}-{n}" for n in range(2, 4)]
        if k == "gather_mode":
            mode = g("mode")
            return [f"sq-{me}-{q}" for q in range(NSQ)
                    if view.terrain(me, q) == mode or TILE_RES.get(view.tile_at(me, q)) == mode]
        if k == "move_worker":
            return self._worker_tags(view, a)
        if k == "build":
            return [f"bld-{me}-{g('building')}"]
        if k in ("recruit", "sacrifice", "free_unit", "convert"):
            return [f"unit-{me}-{g('unit')}"]
        if k == "swap":
            return [f"cube-{me}-{g('give')}", f"bank-{g('take')}"]
        if k == "buy_vp":
            return ["bank-vp"]
        if k == "attack":
            return [f"area-{g('target')}-{g('area')}", f"seat-{g('target')}"]
        if k == "send_unit":
            return [f"army-{g('unit')}"]
        if k == "fight":
            side = 0 if view.battle and me == view.battle["att"] else 1
            return [f"war-{side}-{g('unit')}"]
        if k == "send_home":
            return [f"war-1-{g('unit')}"]
        if k == "raze":
            return [f"bld-{view.battle['def']}-{g('building')}"] if view.battle else []
        if k == "seize":
            return [f"sq-{view.battle['def']}-{g('square')}"] if view.battle else []
        if k == "take_from":
            return [f"cube-{view.flow[-1][2]}-{g('resource')}"]
        if k == "take_cube":
            return [f"bank-{g('resource')}"]
        if k == "remove_villager":
            return [f"villagers-{me}"] if g("spot") < 0 else [f"sq-{me}-{g('spot')}"]
        if k == "destroy_building":
            return [f"bld-{g('target')}-{g('building')}"]
        if k == "destroy_tile":
            return [f"sq-{g('target')}-{g('square')}"]
        if k == "destroy_unit":
            return [f"unit-{g('target')}-{g('unit')}"]
        if k == "steal_from":
            return [f"seat-{g('target')}"]
        return []  # buttons

    def _source_tag(self, src: int) -> str:
        if src == HOLDING:
            return f"villagers-{self.me}"
        if src < HOLDING:
            return f"unit-{self.me}-{GATHERERS[-2 - src]}"
        return f"sq-{self.me}-{src}"

    def _worker_tags(self, view, a: Action) -> list[str]:
        """A worker that can move is picked up by a click on it; then a click on a tile puts it there. A tile
        nobody works takes the moves into it at once (the chooser asks which worker when several could)."""
        src, q, sel = a["source"], a["square"], self._source
        if sel is not None:
            if src == sel:
                return [f"sq-{self.me}-{q}", self._source_tag(src)]
            return [] if src >= 0 and src in self._dests else [self._source_tag(src)]
        return [self._source_tag(src)] + ([] if q in self._moving_from else [f"sq-{self.me}-{q}"])

    # ------------------------------------------------------------------ arming
    def _covered(self) -> set[str]:
        if not self.arena_mode:
            return set()
        return set(self.own[self.me].targets) | set(self.hand.targets) | set(self.face_up.targets)

    def _all_targets(self) -> dict[str, Target]:
        found: dict[str, Target] = {}
        found.update(self.table_row.targets)
        found.update(self.face_up.targets)
        found.update(self.own[self.me].targets)
        for s, panel in self.panels.items():
            if s != self.me:
                found.update(panel.targets)
        found.update(self.hand.targets)
        if self.arena_mode:
            found.update(self.arena.targets)
        return found

    def _arm(self, view, seat: int | None, legal: list[Action]) -> None:
        self.targets = targets = self._all_targets()
        covered = self._covered()
        moves = [a for a in legal if a.kind == "move_worker"]
        self._moving_from = {a["source"] for a in moves if a["source"] >= 0}
        self._sources = {self._source_tag(a["source"]): a["source"] for a in moves}
        self._dests = {a["square"] for a in moves if a["source"] == self._source}
        wanted: dict[str, list[Action]] = {}
        buttons: list[tuple[str, list[Action]]] = []
        arena_buttons: list[tuple[str, list[Action]]] = []
        finished = self.arena_mode == "finished"
        for a in legal:
            tags = [t for t in self.route(view, a) if t in targets and t not in covered]
            for t in tags:
                wanted.setdefault(t, []).append(a)
            live_battle = self.arena_mode == "live" and (a.kind in BATTLE_KINDS or not tags)
            if a.kind in BUTTONS or a.kind in ("tactic",) or a.kind in GROUPS or not tags:
                if finished and not tags:
                    continue  # under the finished battle: the player goes back to the board first
                if a.kind in GROUPS and tags and not live_battle and a.kind not in ON_A_BUTTON_TOO:
                    continue  # its pieces on the board stand for it
                key = f"tactic-{a['mode']}" if a.kind == "tactic" else a.kind
                into = arena_buttons if live_battle else buttons
                for k, acts in into:
                    if k == key:
                        acts.append(a)
                        break
                else:
                    into.append((key, [a]))
        # the targets
        self.action_items, self.opener_of = {}, {}
        armed: list[Target] = []
        for tag, acts in wanted.items():
            item = targets[tag]
            item.arm(self, tuple(acts))
            armed.append(item)
        still = set(map(id, armed))
        for item in self._armed_now:
            if id(item) not in still and not isinstance(item, Button):  # buttons: armed or put away by _lay_buttons
                item.disarm()
        self._armed_now = armed
        self._lay_buttons(view, buttons, arena_buttons)
        for item in self._armed_now:
            self._note_item(item)
        # the targets' tooltips are written when read (tip_of), for this view: a redraw writes only the buttons'
        self._tip_round = getattr(self, "_tip_round", 0) + 1
        self._tip_context = (view, seat, view.step() if legal else "", covered)
        self._button_tips()
        self._select_picked(targets)

    def _select_picked(self, targets: dict[str, Target]) -> None:
        """The worker picked up is marked in the seat's colour (only the items marked before are cleared: most
        redraws mark none)."""
        chosen = [targets[tag] for tag, source in self._sources.items()
                  if self._source is not None and source == self._source and tag in targets]
        for item in self._selected:
            if item not in chosen:
                item.select("")
        for item in chosen:
            item.select(self.colours[self.me])
        self._selected = chosen
        picked = chosen[-1] if chosen else None
        self.pick_mark.setVisible(picked is not None)
        if picked is not None:
            self.pick_mark.mark(picked.sceneBoundingRect())

    def _note_item(self, item: Target) -> None:
        if len(item.actions) == 1:
            self.action_items[item.actions[0]] = item
        else:
            for a in item.actions:
                self.opener_of.setdefault(a, item)

    def _lay_buttons(self, view, buttons, arena_buttons) -> None:
        """The prompt's buttons from the right; a button just pressed leaves its place empty for the next ones,
        unless the same button comes back there ("Keep the other cards" came exactly under the pointer that
        pressed "Stop building": a second click kept every card)."""
        me, step = self.me, view.step()
        tags = tuple(f"button-{key}" for key, _ in buttons)
        click, self.last_click = self.last_click, None  # (BoardScene.take)
        if click is not None and click[1].startswith("button-"):  # a button of the prompt just pressed
            self._clear_of = (click[1], self.prompt.mapRectFromScene(click[0]), tags)
        clear_of = getattr(self, "_clear_of", None)
        if clear_of is not None and clear_of[2] != tags:  # other buttons since: back to their usual places
            clear_of = self._clear_of = None
        pressed_tag, pressed = clear_of[:2] if clear_of is not None else ("", None)
        shown = []  # (button, tag, width), right to left
        for used, (key, acts) in enumerate(reversed(buttons)):
            button = self.prompt.button(used)
            tag = f"button-{key}"
            shown.append((button, tag, button.show_as(*self._button_words(key, acts), tag=tag)))
            button.arm(self, tuple(acts))
            self._armed_now.append(button)
        right, y = self.prompt.w - 10, (self.prompt.h - Button.H) / 2
        for start in (right, pressed.left() - 8 if pressed is not None else right):
            x, clash = start, False
            for button, tag, w in shown:
                x -= w
                button.setPos(x, y)
                clash |= pressed is not None and tag != pressed_tag and x < pressed.right() and x + w > pressed.left()
                x -= 8
            if not clash:
                break
        used = len(shown)
        for button in self.prompt.buttons[used:]:
            button.hide()
            button.disarm()
        title = "The game is over" if view.is_over() else view.phase()
        if view.is_over():
            note = view.result_words()
        elif me in view.to_move() and self.seat is not None:
            note = step_note(view, me, step)
            if self.arena_mode == "finished":
                note = "The battle is over: look at how it ended, then go back to the board."
        else:
            note = "Waiting for " + " and ".join(view.seat_name(s) for s in view.to_move()) + "."
        self.prompt.set_words(title, note, x - 16)
        # the arena's buttons
        if not self.arena_mode:
            for button in self.arena.buttons:  # under the hidden arena: none keeps the keyboard focus, nor a move
                if button.actions:
                    button.hide()
                    button.disarm()
            return
        arena_list = list(arena_buttons)
        if self.arena_mode == "finished":
            arena_list.append(("close", [CLOSE]))
        widths = []
        for i, (key, acts) in enumerate(arena_list):
            button = self.arena.button(i)
            widths.append(button.show_as(*self._button_words(key, acts), tag=("close-arena" if key == "close"
                                                                               else f"arena-{key}")))
        total = sum(widths) + 10 * max(0, len(widths) - 1)
        x = (self.arena.w - total) / 2
        b = view.battle
        if step == "army" and self.arena_mode == "live" and b and me in (b["att"], b["def"]):
            # under the chooser's own column, never where the battle's Retreat comes next (a second click on
            # "Done choosing" would retreat the whole army)
            side = 0 if me == b["att"] else 1
            x = self.arena.side_x(side) + max(0.0, (self.arena.side_w - total) / 2)
        for i, (key, acts) in enumerate(arena_list):
            button = self.arena.buttons[i]
            button.setPos(x, self.arena.h - 100)
            x += widths[i] + 10
            button.arm(self, tuple(acts))
            self._armed_now.append(button)
        for button in self.arena.buttons[len(arena_list):]:
            button.hide()
            button.disarm()
        if self.arena_mode == "finished":
            self.arena.set_note("The log keeps every roll. Go back to the board when you have seen how it ended.")
        elif me in view.to_move() and self.seat is not None:
            self.arena.set_note(step_note(view, me, step))
        else:
            self.arena.set_note("Waiting for " + " and ".join(view.seat_name(s) for s in view.to_move()) + ".")

    def _button_words(self, key: str, acts: list[Action]) -> tuple[str, str]:
        kind = acts[0].kind
        if key == "close":
            return "Back to the board", "fa6s.arrow-right"
        if kind == "tactic":
            return TACTIC_LABELS.get(acts[0]["mode"], (acts[0]["mode"], ""))
        if kind in BUTTONS and len(acts) == 1:
            return BUTTONS[kind]
        if kind in GROUPS:
            return GROUPS[kind] if len(acts) > 1 else (self.describe(acts[0]), GROUPS[kind][1])
        return self.describe(acts[0]), ""

    # ------------------------------------------------------------------ tooltips
    def tip_of(self, item: Target) -> None:
        """Write a target's tooltip for the view last drawn when it is read (Target.toolTip: a pointer rests on one
        of the hundreds of targets a redraw would otherwise write, most of them for a new seat's board at each
        change of seat): what it is and what a click does, or why not now (the model's words)."""
        context = getattr(self, "_tip_context", None)
        if context is None or getattr(item, "tip_round", None) == self._tip_round:
            return
        tag = item.data(0)
        if self.targets.get(tag) is not item:
            return  # not on the board shown now (a board or panel kept undrawn): its words stay as they were
        item.tip_round = self._tip_round
        view, seat, step, covered = context
        base = getattr(item, "base_tip", "")
        if item.actions:
            words = [self.describe(a) for a in item.actions]
            if tag in self._sources and (len(item.actions) > 1 or self._source == self._sources[tag]):
                tip = (f"{base}<br><b>Click</b> to " + ("put it down again" if self._source == self._sources[tag]
                                                        else "pick it up, then click the tile it goes to")
                       + ":" + "".join(f"<br>• {w}" for w in words))
            elif len(words) == 1:
                tip = click_tip(base, words[0])
            else:
                tip = choose_tip(base, words)
        else:
            why = "" if tag in covered or not step else self._why_not(view, seat, tag, step)
            tip = why_tip(base, why) if why else base
        item.tip(tip or "")

    def _button_tips(self) -> None:
        for button in (*self.prompt.buttons, *self.arena.buttons):
            if button.isVisible() and button.actions:
                if button.actions == (CLOSE,):
                    button.tip("<b>Click:</b> go back to the board (the battle is over; the log keeps every roll).")
                elif len(button.actions) == 1:
                    button.tip(click_tip("", self.describe(button.actions[0])))
                else:
                    button.tip(choose_tip("", [self.describe(a) for a in button.actions]))

    def _why_not(self, view, seat, tag: str, step: str) -> str:
        """Why a target that a player might expect to click now does nothing (the rules' own words)."""
        if seat is None:
            return ""
        kind, _, rest = tag.partition("-")
        probe = None
        if kind == "card" and step in ("play", "keep"):
            card = rest.rsplit("-", 1)[0] if rest.rsplit("-", 1)[-1].isdigit() else rest
            probe = Action("play", card=card, use="action") if step == "play" else None
        elif kind == "perm" and step == "hand":
            probe = Action("take_card", card=rest)
        elif kind == "bld" and step == "build" and rest.startswith(f"{self.me}-"):
            probe = Action("build", building=rest.split("-", 1)[1], off=())
        elif kind == "unit" and step == "recruit" and rest.startswith(f"{self.me}-"):
            probe = Action("recruit", unit=rest.split("-", 1)[1])
        elif kind == "tile" and step in ("draft", "explore"):
            probe = Action("take_tile", tile=rest)
        elif kind == "area" and step == "attack":
            target, _, area = rest.partition("-")
            probe = Action("attack", target=int(target), area=area)
        if probe is None:
            return ""
        why = view.why_illegal(seat, probe)
        return why.replace("<", "&lt;")
