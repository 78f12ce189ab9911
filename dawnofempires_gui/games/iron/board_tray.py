"""The dice tray of the Iron Age board: whose turn and which step, what to do now, the empire dice and
the fate die, the food-or-population choices, what is left to spend this turn, the buttons of the step,
and the final tally once the game is over (the words of its steps, buttons and prompt: board_tray_words.py).
Built once; show_state only changes words, faces and targets.

A button never appears where the player's last click was unless it is the same button: the buttons of a
new step are laid out around the spot of that click (and of the buttons shown before)."""
from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsLineItem, QGraphicsPathItem

from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.board_dice import CREAM, FACE_INFO, FATE_INFO, GOLD, Die
from dawnofempires_gui.games.iron.board_items import (INK, Button, Glyph, Text, brush, cached, click_tip, elided,
                                                      part, pen, why_tip, wrapped)
from dawnofempires_gui.games.iron.board_tray_words import STEP_NUMBERS, button_spec, prompt_words
from dawnofempires_gui.games.iron.words import points
from dawnofempires_gui.ui.targets import rounded

FATE = -1
FELT = "#2f5b45"
WOOD = "#6b4a2b"
BUTTON_ORDER = ("setup_port", "setup_province", "roll", "stop", "skip_leadership", "skip_omens", "conquer",
                "no_conquest", "give_good", "refuse_good", "end_build", "skip_buy", "store", "end_turn")
ELSEWHERE = frozenset({"keep", "release", "leadership", "omens", "take", "province", "port_pop", "urn", "port",
                       "monument", "architecture", "army", "ship", "granary", "buy"})
TALLY_ICONS = ("wonder", "fa6s.book-open", "fa6s.plus", "wealth", "tribute", "skull")
LEFT_GAP = 10.0  # between the amounts left this turn: two-digit amounts and "battle strength" fit the tray
TALLY_X = [14, *(110 + 59.4 * k for k in range(1, 8))]  # the name, then 7 right-aligned columns


class DiceTray(QGraphicsPathItem):
    W, H = 540.0, 372.0
    DICE_Y = 100.0
    BUTTON_ROWS = (284.0, 326.0)

    def __init__(self, board) -> None:
        super().__init__(rounded(QRectF(0, 0, self.W, self.H), 16))
        self.board = board
        self.setFlag(QGraphicsItem.ItemHasNoContents)  # its felt is drawn from a picture, never filled again
        felt = part(self, "tray-felt", -1)  # (not opaque: it covers the rounded corner of the table)
        frame = QGraphicsPathItem(self.path(), felt)
        frame.setPen(pen(WOOD, 8))
        frame.setBrush(brush(FELT))
        head = part(self, "tray-head", ground=FELT)  # each part of the tray is painted from a picture of its own
        self.chip = QGraphicsEllipseItem(14, 10, 28, 28, head)
        self.chip_letter = Text("", 15, self.chip, 28, 24, "c", INK, bold=True)
        self.title = Text("", 19, head, 50, 24, "l", "#ffffff", bold=True, serif=True)
        self.stage_text = Text("", 15, head, self.W - 14, 24, "r", GOLD, bold=True)
        self.prompt_lines = [Text("", 15, head, 14, 51 + 18 * k, "l", CREAM) for k in range(2)]
        self.dice_labels = labels = part(self, "tray-dice-labels", ground=FELT)
        sep = QGraphicsLineItem(449, 88, 449, 162, labels)
        sep.setPen(pen("#9fb8a2", 1.5))
        Text("EMPIRE DICE", 15, labels, 14, 89, "l", "#b8cdb9", bold=True)
        Text("FATE DIE", 15, labels, 462 + Die.SIZE / 2, 89, "c", "#b8cdb9", bold=True)  # over the die, off the wood
        below = part(self, "tray-dice-below", ground=FELT)
        self.dice = [cached(Die(self, 14 + i * 72, self.DICE_Y, False, f"die-{i}", below))
                     for i in range(D.EMPIRE_DICE_TOP)]  # (not opaque: a die's margin reaches the labels above)
        self.fate = cached(Die(self, 462, self.DICE_Y, True, "die-fate", below))
        self.take_buttons = []
        for i in range(D.EMPIRE_DICE_TOP):
            food, pop = cached(Button(self, 30, 15), FELT), cached(Button(self, 30, 15), FELT)
            food.setPos(14 + i * 72, 188)
            pop.setPos(14 + i * 72, 222)
            food.setData(0, f"take-{i}-food")
            pop.setData(0, f"take-{i}-population")
            self.take_buttons.append((food, pop))
        left = part(self, "tray-left", ground=FELT)
        self.left_label = Text("", 15, left, 14, 262, "l", CREAM, bold=True)
        self.left_icons = [Glyph("population", 20, CREAM, left) for _ in range(5)]
        for g in self.left_icons:
            g.setPos(14, 252)  # on their row even while hidden (a part is as large as all it holds)
        self.left_texts = [Text("", 17, left, 0, 262, "l", "#ffffff", bold=True) for _ in range(5)]
        self.strength_label = Text("battle strength", 15, left, 0, 263, "l", CREAM)
        self.buttons = [cached(Button(self, 38, 15), FELT) for _ in range(6)]
        self._last_spots: list[tuple[QRectF, str]] = []  # the buttons shown before, in tray coordinates
        # the final tally, shown in place of the dice when the game is over
        self.tally_part = tally = part(self, "tray-tally", ground=FELT)
        tally.hide()  # shown in place of the dice once the game is over
        self.tally = [[Text("", 15, tally, x, 110 + r * 30, "l" if c == 0 else "r", CREAM, bold=(r == 0 or c == 7))
                       for c, x in enumerate(TALLY_X)] for r in range(5)]
        self.tally_icons = [Glyph(name, 18, CREAM, tally) for name in TALLY_ICONS]
        for k, g in enumerate(self.tally_icons):
            g.setPos(TALLY_X[k + 1] - 22, 101)
        self._shaking: list[Die] = []
        self._anim = QVariantAnimation(board)
        self._anim.setDuration(220)  # short, never blocks input
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.valueChanged.connect(self._shake)
        self._anim.finished.connect(lambda: self._shake(1.0))

    def die(self, index: int) -> Die:
        return self.fate if index == FATE else self.dice[index]

    @property
    def prompt(self) -> Text:
        return self.prompt_lines[0]

    def prompt_text(self) -> str:
        return " ".join(t.text() for t in self.prompt_lines).strip()

    def _set_prompt(self, text: str) -> None:
        lines = wrapped(text, 15, self.W - 28)
        for item, line in zip(self.prompt_lines, lines):
            item.set(line)
        self.prompt_lines[0].setToolTip(text if " ".join(lines).strip() != text else "")

    # ------------------------------------------------------------------ update
    def update_tray(self, v, viewer, legal, by_kind: dict, armed: set, colour: str, note: str,
                    animate: bool = False, last_click: QRectF | None = None, last_tag: str = "") -> None:
        active = v.active
        over = v.is_over()
        step = v.step()
        name = v.seat_name(active)
        self.chip.setPen(pen(INK, 2))
        self.chip.setBrush(brush(colour))
        lead = v.scores().winners[0] if over else active  # at the end, the (first) winner's colour
        self.chip_letter.set(self.board.initials[lead])
        if over and v.solo:
            title = f"The game is over · {points(v.score(0))}"
        elif over:
            winners = v.scores().winners
            title = "The game is over · " + " and ".join(v.seat_name(w) for w in winners) + \
                (" share the win" if len(winners) > 1 else " wins")
        elif step == "setup":
            title = f"Setup · {name}"
        else:
            title = f"Round {v.round}{' of ' + str(D.SOLO_ROUNDS) if v.solo else ''} · {name}'s turn"
        self.stage_text.set("" if over else STEP_NUMBERS.get(step, step))
        stage_w = self.stage_text.boundingRect().width() + 12 if self.stage_text.text() else 0
        self.title.set(elided(title, 19, self.W - 64 - stage_w, True, True))  # never under the step's name
        self.title.setToolTip(title)
        self._update_dice(v, by_kind, armed, animate)
        self._update_tally(v)
        self._update_left(v)
        self._update_buttons(v, legal, by_kind, armed, last_click, last_tag)
        self._set_prompt(prompt_words(v, viewer, legal, note))

    def _shake(self, t: float) -> None:
        angle = 0.0 if t >= 1.0 else math.sin(t * math.pi * 3) * 9 * (1 - t)
        for die in self._shaking:
            die.setRotation(angle)

    def roll_animation(self, changed: list[Die]) -> None:
        """A short shake of the dice that were just rolled."""
        self._anim.stop()
        self._shake(1.0)
        self._shaking = changed
        if changed:
            self._anim.start()

    def _update_dice(self, v, by_kind: dict, armed: set, animate: bool = False) -> None:
        count = len(v.dice)
        rolled = []
        ports = v.ports[v.active]
        step = v.step()
        keeps = {a["die"]: a for a in by_kind.get("keep", []) + by_kind.get("release", [])}
        leads = {a["die"]: a for a in by_kind.get("leadership", [])}
        omens: dict[int, list] = {}
        for a in by_kind.get("omens", []):
            omens.setdefault(a["die"], []).append(a)
        takes: dict[int, dict] = {}
        for a in by_kind.get("take", []):
            takes.setdefault(a["die"], {})[a["use"]] = a
        rolling = step == "roll"
        for index in [*range(len(self.dice)), FATE]:
            die = self.die(index)
            shown = (index == FATE or index < count) and step not in ("", "setup")
            die.setVisible(shown)
            die.below.setVisible(shown)
            if not shown:
                die.disarm("")
                continue
            face = v.fate if index == FATE else v.dice[index]
            kept = (v.fate_kept if index == FATE else v.kept[index]) if rolling else False
            before = die.face
            die.set_face(face, ports)
            if animate and face and (die.face != before or (not kept and index in keeps)):
                rolled.append(die)
            info = (FATE_INFO if index == FATE else FACE_INFO).get(face)
            words = info[0] if info else "not rolled yet"
            label = "the fate die" if index == FATE else f"die {index + 1}"
            what = f"<b>{label.capitalize()}</b>: {words}."
            if face == "skull" and rolling:  # (the words under a die fit its width: "set aside" overran the next)
                below, why = "locked", "a die showing a skull is set aside and cannot be re-rolled."
            elif kept:
                below, why = "kept", ""
            elif rolling and v.rolls:
                below, why = "re-roll", ""
            else:
                below, why = "", ""
            if index != FATE and not rolling and v.choice and v.choice[index]:
                below = "as pop." if v.choice[index] == "population" else f"as {v.choice[index]}"
            die.below.set(below, "#ffb4a8" if below == "locked" else (GOLD if below == "kept" else CREAM))
            die.select("#1f1a14" if kept else "")
            if index in keeps:
                a = keeps[index]
                die.arm(self.board, a, click_tip(what, v.describe(a).lower()))
                armed.add(a)
            elif index in leads:
                a = leads[index]
                die.arm(self.board, a, click_tip(what, "re-roll it with Leadership"))
                armed.add(a)
            elif index in omens:
                die.arm(self.board, omens[index], click_tip(what, "choose the face the Omens give it"))
                armed.update(omens[index])
            else:
                if not why:
                    why = {"roll": "roll the dice first." if not v.rolls else "",
                           "": "the game is over."}.get(step, "the dice are rolled in step 1.")
                    if step in ("leadership", "omens") and v.to_move() and not by_kind:
                        why = f"it is {v.seat_name(v.to_move()[0])}'s decision."
                die.disarm(why_tip(what, why) if why else what)
        # the 2-food-or-2-population choices, with what each gives this turn (Bounty makes 2 food 3)
        for i, (food, pop) in enumerate(self.take_buttons):
            acts = takes.get(i)
            if not acts:
                food.hide()
                pop.hide()
                food.disarm("")
                pop.disarm("")
                continue
            for button, use in ((food, "food"), (pop, "population")):
                amount = v.choice_amount(v.active, use)
                button.show_as(f"{amount} food" if use == "food" else f"{amount} pop.", None,
                               "#8a6d3b" if use == "food" else "#3f5f8f", width=Die.SIZE)
                button.arm(self.board, acts[use], click_tip("", v.describe(acts[use]).lower()))
                armed.add(acts[use])
        if animate:
            self.roll_animation(rolled)

    def _update_tally(self, v) -> None:
        over = v.is_over()
        rows = []
        if over:
            sheet = v.scores()
            rows.append(["Player", "", "", "", "", "", "", "Total"])
            for k in sorted(range(v.n), key=lambda s: -sheet.totals[s]):
                name = elided(v.seat_name(k), 15, 88, True) + (" ♛" if k in sheet.winners and not v.solo else "")
                rows.append([name, *[str(p) for p in sheet.points[k].values()], str(sheet.totals[k])])
            for g, category in zip(self.tally_icons, sheet.categories):
                g.setToolTip(category)
        self.tally_part.setVisible(over)
        for g in self.tally_icons:
            g.setVisible(over)
        for r, texts in enumerate(self.tally):
            for c, t in enumerate(texts):
                shown = r < len(rows)
                t.setVisible(shown)
                if shown:
                    t.set(rows[r][c])
        self.dice_labels.setVisible(not over and v.step() != "setup")

    def _update_left(self, v) -> None:
        s = v.active
        show = v.step() in ("build", "buy", "store", "conquest")
        self.left_label.set("Left this turn:" if show else "")
        x = 14 + self.left_label.boundingRect().width() + LEFT_GAP
        values = [("population", v.pop, "population to spend on boxes and armies"),
                  ("goods", v.goods[s], "goods (pegboard)"),
                  ("food", v.food[s], "food (pegboard)"),
                  ("innovation", v.innov, f"innovations (worth {v.innovation_value(s)} each) for a development"),
                  ("army", v.strength(s), "battle strength: armies + Formations + Navy")]
        for (icon, value, tip), g, t in zip(values, self.left_icons, self.left_texts):
            g.setVisible(show)
            t.setVisible(show)
            if not show:
                continue
            g.set(icon)
            g.setPos(x, 252)
            g.setToolTip(f"{value} {tip}")
            t.set(str(value))
            t.move(x + 22, 262)
            t.setToolTip(f"{value} {tip}")
            x += 22 + t.boundingRect().width() + LEFT_GAP
        self.strength_label.setVisible(show)
        if show:  # the sword number is the battle strength, not the armies
            self.strength_label.move(x - LEFT_GAP + 4, 263)
            self.strength_label.setToolTip(values[-1][2])

    def _update_buttons(self, v, legal, by_kind: dict, armed: set, last_click: QRectF | None, last_tag: str) -> None:
        groups = [by_kind[kind] for kind in BUTTON_ORDER if kind in by_kind]
        # any other kind of action with no target of its own gets a button (the sheet's and the pegboard's
        # are not repeated here while another seat's sheet is looked at: the prompt says how to go back)
        groups += [[a] for a in legal if a not in armed and a.kind not in BUTTON_ORDER and a.kind not in ELSEWHERE]
        # spots to keep clear: the last click (in tray coordinates) and every button shown before
        clicked = [(self.mapRectFromScene(last_click), last_tag)] if last_click is not None else []
        placed: list[tuple[QRectF, str]] = []
        for k, button in enumerate(self.buttons):
            if k >= len(groups):
                button.hide()
                button.disarm("")
                continue
            group = groups[k]
            text, icon, colour, tag = button_spec(v, group[0], group)
            w = button.show_as(text, icon, colour)
            spot = self._free_spot(w, tag, placed, (self._last_spots + clicked, clicked, []))
            button.setPos(spot.topLeft())
            button.setData(0, tag)
            words = v.describe(group[0]) if len(group) == 1 else "choose how many goods to store"
            button.arm(self.board, group, click_tip("", words[:1].lower() + words[1:]))
            armed.update(group)
            placed.append((spot, tag))
        self._last_spots = placed

    def _free_spot(self, w: float, tag: str, placed: list, rules: tuple) -> QRectF:
        """The first spot in reading order for a button `w` wide, after the buttons placed already, clear of
        the spots of each rule in turn (the last click and the buttons before; the last click; nothing)
        unless they were this same button."""
        start_row = 0
        if placed:
            start_row = self.BUTTON_ROWS.index(placed[-1][0].top())
        for first in (start_row, 0):
            for avoid in rules:
                for row in range(first, len(self.BUTTON_ROWS)):
                    y = self.BUTTON_ROWS[row]
                    x = 14.0
                    while x + w <= self.W - 14:
                        spot = QRectF(x, y, w, 38)
                        wide = spot.adjusted(-4, -1, 4, 1)
                        blockers = [r for r, t in avoid if t != tag and r.intersects(wide)]
                        blockers += [r for r, _ in placed if r.intersects(wide)]
                        if not blockers:
                            return spot
                        x = max(r.right() for r in blockers) + 10
        return QRectF(14, self.BUTTON_ROWS[-1], w, 38)
