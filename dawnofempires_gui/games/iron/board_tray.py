"""The dice tray (empire dice, the fate die, the Roll button and every in-turn choice), the pegboard and
the payment popup of the Iron Age board. Built once; show_state only changes texts, faces and targets."""
from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem

from dawnofempires_gui.engine import Action
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.board_items import FAINT, INK, PAPER, Button, Glyph, Hot, Text, brush, font, pen

FATE = -1
FELT = "#2f5b45"
WOOD = "#6b4a2b"
CREAM = "#f5ecd2"
GOLD = "#f2c94c"

FACE_INFO = {
    "pop3": ("3 population", "population", "#27497a"),
    "food3": ("3 food", "food", "#9a5f12"),
    "choice": ("2 food or 2 population", "food", "#9a5f12"),
    "innovation": ("1 innovation", "innovation", "#b07800"),
    "goods": ("goods: 1 good per port", "goods", "#6d5314"),
    "skull": ("skull: 1 good, 1 population and a disaster", "skull", "#8b1e1e"),
}
FATE_INFO = {
    "bounty": ("Bounty: +1 food for each food die", "food", "#2e6b1f"),
    "drought": ("Drought: −1 food for each food die", "fa6s.sun", "#a3441b"),
    "omens": ("Omens: set one die to any face", "fa6s.eye", "#3d2a73"),
    "conquest": ("Conquest: you may battle the neighbouring tribe", "mdi6.sword-cross", "#5b1f1f"),
    "tribute": ("Tribute demand: weaker opponents pay tribute", "tribute", "#5a3c12"),
    "skull": ("skull: 1 good, 1 population and a disaster", "skull", "#8b1e1e"),
}
SHORT = {"pop3": "3 pop.", "food3": "3 food", "choice": "2 or 2", "innovation": "Innov.", "goods": "Goods",
         "skull": "Skull", "bounty": "Bounty", "drought": "Drought", "omens": "Omens", "conquest": "Conquest",
         "tribute": "Tribute"}


def payment_words(action) -> str:
    g, i, w = action["goods"], action["innovations"], action["wealth"]
    parts = []
    if w:
        parts.append(f"{w} wealth")
    if i:
        parts.append(f"{i} innovation{'s' if i > 1 else ''}")
    if g:
        parts.append(f"{g} good{'s' if g > 1 else ''}")
    return " + ".join(parts) or "nothing"


class Die(Hot):
    SIZE = 92.0

    def __init__(self, parent: QGraphicsItem, x: float, y: float, fate: bool) -> None:
        s = self.SIZE
        super().__init__(QRectF(x, y, s, s), parent, radius=14)
        self.x0, self.y0 = x, y
        self.fate = fate
        self.base_fill = GOLD if fate else "#fbfaf5"
        self.look(pen("#1f1a14", 2.5), brush(self.base_fill))
        self.glyphs = [Glyph("food", 30, INK, self) for _ in range(4)]
        self.diag = QGraphicsLineItem(x + 14, y + s - 14, x + s - 14, y + 14, self)
        self.diag.setPen(pen("#8a7a5a", 2))
        self.num = Text("", 18, self, x + s / 2, y + s - 14, "c", INK, bold=True)
        self.lock = Glyph("fa6s.lock", 16, "#8b1e1e", self)
        self.lock.setPos(x + s - 21, y + 5)
        self.below = Text("", 14, parent, x + s / 2, y + s + 14, "c", CREAM, bold=True)
        self.face = None

    def set_face(self, face: str, ports: int) -> None:
        key = (face, ports)
        if key == self.face:
            return
        self.face = key
        x, y, s = self.x0, self.y0, self.SIZE
        for g in self.glyphs:
            g.hide()
        self.diag.hide()
        self.num.set("")
        self.lock.setVisible(face == "skull")
        self.look(fill=brush("#f3d3cd" if face == "skull" else self.base_fill))
        info = (FATE_INFO if self.fate else FACE_INFO).get(face)
        if not face or info is None:
            self.num.set("?", FAINT)
            self.num.move(x + s / 2, y + s / 2)
            return
        _, icon, colour = info

        def put(i: int, name: str, size: float, gx: float, gy: float, col: str = colour) -> None:
            g = self.glyphs[i]
            g.resize(size)
            g.set(name, col)
            g.setPos(x + gx, y + gy)
            g.show()

        if face in ("pop3", "food3"):
            put(0, icon, 32, 30, 10)
            put(1, icon, 32, 11, 48)
            put(2, icon, 32, 49, 48)
        elif face == "choice":
            put(0, "food", 26, 8, 8, "#9a5f12")
            put(1, "food", 26, 32, 8, "#9a5f12")
            put(2, "population", 26, 34, 58, "#27497a")
            put(3, "population", 26, 58, 58, "#27497a")
            self.diag.show()
        elif face == "goods":
            put(0, icon, 46, 23, 12)
            self.num.set(f"×{ports}", colour)
            self.num.move(x + s / 2, y + s - 14)
        elif face in ("bounty", "drought"):
            put(0, icon, 42, 25, 10)
            self.num.set("+1 food" if face == "bounty" else "−1 food", colour)
            self.num.move(x + s / 2, y + s - 15)
        else:
            put(0, icon, 54, 19, 19)


class DiceTray(Hot):
    W, H = 780.0, 400.0

    def __init__(self, board) -> None:
        super().__init__(QRectF(0, 0, self.W, self.H), None, radius=18)
        self.board = board
        self.look(pen(WOOD, 10), brush(FELT))
        self.chip = Hot(QRectF(18, 12, 30, 30), self, "ellipse")
        self.chip.setAcceptedMouseButtons(Qt.NoButton)
        self.chip_letter = Text("", 16, self.chip, 33, 27, "c", INK, bold=True)
        self.title = Text("", 21, self, 58, 27, "l", "#ffffff", bold=True, serif=True)
        self.stage_text = Text("", 16, self, self.W - 20, 27, "r", GOLD, bold=True)
        self.prompt = Text("", 15, self, 20, 58, "l", CREAM)
        self._prompt_metrics = QFontMetricsF(font(15))
        sep = QGraphicsLineItem(648, 84, 648, 196, self)
        sep.setPen(pen("#9fb8a2", 1.5))
        self._dice_labels = [Text("EMPIRE DICE", 11, self, 20, 84, "l", "#b8cdb9", bold=True),
                             Text("FATE DIE", 11, self, 668, 84, "l", "#b8cdb9", bold=True), sep]
        self.dice = [Die(self, 20 + i * 104, 94, False) for i in range(D.EMPIRE_DICE_TOP)]
        self.fate = Die(self, 668, 94, True)
        for i, die in enumerate(self.dice):
            die.setData(0, f"die-{i}")
        self.fate.setData(0, "die-fate")
        self.take_buttons = []
        for i in range(D.EMPIRE_DICE_TOP):
            food = Button(self, 36, 13)
            food.setPos(20 + i * 104, 204)
            pop = Button(self, 36, 13)
            pop.setPos(20 + i * 104, 246)
            food.setData(0, f"take-{i}-food")
            pop.setData(0, f"take-{i}-population")
            self.take_buttons.append((food, pop))
        self.palette_label = Text("", 15, self, 20, 228, "l", CREAM, bold=True)
        self.palette = [Button(self, 40, 14) for _ in range(6)]
        self.left_label = Text("", 15, self, 20, 272, "l", CREAM, bold=True)
        self.left_icons = [Glyph("population", 22, CREAM, self) for _ in range(5)]
        self.left_texts = [Text("", 18, self, 0, 272, "l", "#ffffff", bold=True) for _ in range(5)]
        self.buttons = [Button(self, 44, 16) for _ in range(16)]
        # the final tally, shown in place of the dice when the game is over
        self.tally_cols = [20, 215, 305, 395, 480, 565, 650, 740]
        self.tally = [[Text("", 15, self, x, 102 + r * 34, "l" if c == 0 else "r", CREAM, bold=(r == 0 or c == 7))
                       for c, x in enumerate(self.tally_cols)] for r in range(5)]
        self.omens_die: int | None = None
        self._omens_actions: dict = {}
        self._armed: list[Hot] = []
        self._shaking: list[Die] = []
        self._anim = QVariantAnimation(board)
        self._anim.setDuration(220)  # short, never blocks input (STYLE.md)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.valueChanged.connect(self._shake)
        self._anim.finished.connect(lambda: self._shake(1.0))
        for die in [*self.dice, self.fate]:
            die.setTransformOriginPoint(die.rect().center())

    # ------------------------------------------------------------------ helpers
    def _arm(self, item: Hot, action=None, callback=None, tip: str | None = None) -> None:
        item.arm(self.board, action, callback, tip)
        self._armed.append(item)

    def _die(self, index: int) -> Die:
        return self.fate if index == FATE else self.dice[index]

    def _set_prompt(self, text: str) -> None:
        shown = self._prompt_metrics.elidedText(text, Qt.ElideRight, self.W - 40)
        self.prompt.set(shown)
        self.prompt.setToolTip(text if shown != text else "")

    # ------------------------------------------------------------------ update
    def update_tray(self, v, viewer, legal, by_kind: dict, armed: set, colour: str, note: str,
                    animate: bool = False) -> None:
        for item in self._armed:
            item.disarm()
        self._armed = []
        active = v.active
        over = v.stage == "over"
        name = v.seat_name(active)
        self.chip.look(pen(INK, 2), brush(colour))
        self.chip_letter.set(name[:1].upper())
        if over and v.solo:
            self.title.set(f"The game is over · {v.score(0)} points")
        elif over:
            winners = v.scores().winners
            self.title.set("The game is over · " + " and ".join(v.seat_name(w) for w in winners)
                           + (" win" if len(winners) > 1 else " wins"))
        elif v.stage == "setup":
            self.title.set(f"Setup · {name}")
        else:
            self.title.set(f"Round {v.round}{' of ' + str(D.SOLO_ROUNDS) if v.solo else ''} · {name}'s turn")
        self.stage_text.set("" if over else {"setup": "Setup", "roll": "1 · Roll", "leadership": "1 · Leadership",
                                              "omens": "1 · Omens", "choose": "1 · Collect",
                                              "conquest": "3 · Conquest", "tribute": "3 · Tribute demand",
                                              "build": "4 · Build", "buy": "5 · Buy a development",
                                              "store": "6 · Store goods"}.get(v.stage, v.stage))
        self._update_dice(v, by_kind, armed, animate)
        self._update_tally(v)
        self._update_left(v)
        self._update_buttons(v, legal, by_kind, armed)
        self._set_prompt(self._prompt_words(v, viewer, legal, note))

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
        stage = v.stage
        keeps = {a["die"]: a for a in by_kind.get("keep", []) + by_kind.get("release", [])}
        leads = {a["die"]: a for a in by_kind.get("leadership", [])}
        omens = {}
        for a in by_kind.get("omens", []):
            omens.setdefault(a["die"], []).append(a)
        self._omens_actions = omens
        if not omens:
            self.omens_die = None
        takes = {}
        for a in by_kind.get("take", []):
            takes.setdefault(a["die"], {})[a["use"]] = a
        for index in [*range(len(self.dice)), FATE]:
            die = self._die(index)
            shown = index == FATE or index < count
            die.setVisible(shown and stage != "over" and stage != "setup")
            die.below.setVisible(die.isVisible())
            if not die.isVisible():
                continue
            face = v.fate if index == FATE else v.dice[index]
            kept = (v.fate_kept if index == FATE else v.kept[index]) if stage == "roll" else False
            before = die.face
            die.set_face(face, ports)
            if animate and face and die.face != before or (animate and face and not kept and index in keeps):
                rolled.append(die)
            info = (FATE_INFO if index == FATE else FACE_INFO).get(face)
            words = info[0] if info else "not rolled yet"
            label = "fate die" if index == FATE else f"die {index + 1}"
            if face == "skull" and stage == "roll":
                below, why = "set aside", "A die showing a skull is set aside and cannot be re-rolled."
            elif kept:
                below, why = "kept", ""
            elif stage == "roll" and v.rolls:
                below, why = "re-roll", ""
            else:
                below, why = "", ""
            if index != FATE and stage != "roll" and v.choice and v.choice[index]:
                below = f"as {v.choice[index]}"
            die.below.set(below, "#ffb4a8" if below == "set aside" else (GOLD if below == "kept" else CREAM))
            die.set_selected(kept or self.omens_die == index)
            tip = f"<b>{label.capitalize()}</b>: {words}."
            if index in keeps:
                a = keeps[index]
                self._arm(die, a, tip=f"{tip}<br>Click: {v.describe(a).lower()}.")
                armed.add(a)
            elif index in leads:
                a = leads[index]
                self._arm(die, a, tip=f"{tip}<br>Click to re-roll it with Leadership.")
                armed.add(a)
            elif index in omens:
                self._arm(die, None, callback=lambda i=index: self.choose_omens_die(i),
                          tip=f"{tip}<br>Click, then pick the face the Omens give it.")
                armed.update(omens[index])  # reached through the face palette
            else:
                die.disarm(tip + (f"<br>{why}" if why else ""))
        # the 2-food-or-2-population choices
        for i, (food, pop) in enumerate(self.take_buttons):
            acts = takes.get(i)
            if not acts:
                food.hide()
                pop.hide()
                continue
            for button, use, icon in ((food, "food", "food"), (pop, "population", "population")):
                button.show_as("2 food" if use == "food" else "2 pop.", icon,
                               "#8a6d3b" if use == "food" else "#3f5f8f", width=Die.SIZE)
                self._arm(button, acts[use], tip=v.describe(acts[use]))
                armed.add(acts[use])
        self._update_palette(v)
        if animate:
            self.roll_animation(rolled)

    def _update_tally(self, v) -> None:
        over = v.stage == "over"
        rows = []
        if over:
            sheet = v.scores()
            heads = ["Player", "Monuments", "Develop.", "Bonuses", "Wealth", "Tribute", "Skulls", "Total"]
            rows.append(heads)
            order = sorted(range(v.n), key=lambda k: -sheet.totals[k])
            for k in order:
                parts = list(sheet.points[k].values())
                rows.append([v.seat_name(k) + (" ♛" if k in sheet.winners and not v.solo else ""),
                             *[str(p) for p in parts], str(sheet.totals[k])])
        for r, texts in enumerate(self.tally):
            for c, text in enumerate(texts):
                if r < len(rows):
                    text.set(rows[r][c], GOLD if r == 0 else CREAM)
                    text.show()
                else:
                    text.hide()
        self.dice_labels_visible(not over)

    def dice_labels_visible(self, on: bool) -> None:
        for item in self._dice_labels:
            item.setVisible(on)

    def choose_omens_die(self, index: int) -> None:
        """Select a die for the Omens (a second click on it puts it back)."""
        self.omens_die = None if self.omens_die == index else index
        for die in [*self.dice, self.fate]:
            die.set_selected(self.omens_die is not None and die is self._die(self.omens_die))
        self._update_palette(None)

    def _update_palette(self, v) -> None:
        die = self.omens_die
        acts = self._omens_actions.get(die) if die is not None else None
        if not acts:
            self.palette_label.set("")
            for b in self.palette:
                b.hide()
            return
        label = "the fate die" if die == FATE else f"die {die + 1}"
        self.palette_label.set(f"Turn {label} to:")
        x = 20 + self.palette_label.boundingRect().width() + 14
        for k, button in enumerate(self.palette):
            if k >= len(acts):
                button.hide()
                continue
            a = acts[k]
            face = a["face"]
            info = (FATE_INFO if die == FATE else FACE_INFO)[face]
            w = button.show_as(SHORT[face], info[1], "#efe3c2", INK)
            button.icon.set(info[1], info[2])
            button.setPos(x, 208)
            button.setData(0, f"omens-face-{face}")
            self._arm(button, a, tip=f"Omens: turn {label} to {info[0]}.")
            x += w + 8

    def _update_left(self, v) -> None:
        s = v.active
        show = v.stage in ("build", "buy", "store", "conquest")
        self.left_label.set("Left this turn:" if show else "")
        x = 20 + self.left_label.boundingRect().width() + 14
        values = [("population", v.pop, "population to spend on boxes and armies"),
                  ("goods", v.goods[s], "goods (pegboard)"),
                  ("food", v.food[s], "food (pegboard)"),
                  ("innovation", v.innov, "innovations (worth 3, 5 with Metallurgy) for a development"),
                  ("army", v.strength(s), "battle strength (armies + Formations + Navy)")]
        for (icon, value, tip), g, t in zip(values, self.left_icons, self.left_texts):
            g.setVisible(show)
            t.setVisible(show)
            if not show:
                continue
            g.set(icon)
            g.setPos(x, 261)
            g.setToolTip(f"{value} {tip}")
            t.set(str(value))
            t.move(x + 26, 272)
            t.setToolTip(f"{value} {tip}")
            x += 26 + t.boundingRect().width() + 22

    def _button_spec(self, v, a) -> tuple[str, str | None, str, str]:
        kind = a.kind
        s = v.active
        if kind == "roll":
            return ("Roll the dice (3 rolls)" if v.rolls == 0 else f"Re-roll ({3 - v.rolls} left)"), "dice", "#2e7d32", "roll"
        if kind == "stop":
            return "Keep these dice", "fa6s.check", "#6b4f2a", "stop"
        if kind == "skip_leadership":
            return "No Leadership re-roll", "fa6s.xmark", "#6b4f2a", "skip_leadership"
        if kind == "skip_omens":
            return "Do not use the Omens", "fa6s.xmark", "#6b4f2a", "skip_omens"
        if kind == "conquer":
            return f"Attack! ({v.strength(s)} against {v.conquest[s]})", "mdi6.sword-cross", "#9c2f22", "conquer"
        if kind == "no_conquest":
            return "Do not attack", "fa6s.xmark", "#6b4f2a", "no_conquest"
        if kind == "give_good":
            return "Give 1 good", "goods", "#2e7d32", "give_good"
        if kind == "refuse_good":
            return "Refuse: they gain tribute", "fa6s.ban", "#9c2f22", "refuse_good"
        if kind == "setup_port":
            return "Second port", "ship", "#2d5f8b", "setup_port"
        if kind == "setup_province":
            return "Second province", "town", "#6b4f2a", "setup_province"
        if kind == "end_build":
            return "Done building", "fa6s.check", "#6b4f2a", "end_build"
        if kind == "skip_buy":
            return "Buy nothing", "fa6s.xmark", "#6b4f2a", "skip_buy"
        if kind == "store":
            rate = v.store_rate(s)
            return f"Store {a['sets'] * rate} goods → {a['sets']} wealth", "wealth", "#2d5f8b", f"store-{a['sets']}"
        if kind == "end_turn":
            return "End the turn", "fa6s.arrow-right", "#2e7d32", "end_turn"
        args = "-".join(str(val) for _, val in a.args)
        return v.describe(a), None, "#5a4a6a", f"act-{kind}" + (f"-{args}" if args else "")

    def _update_buttons(self, v, legal, by_kind: dict, armed: set) -> None:
        order = ["roll", "stop", "skip_leadership", "skip_omens", "conquer", "no_conquest", "give_good",
                 "refuse_good", "setup_port", "setup_province", "end_build", "skip_buy", "store", "end_turn"]
        wanted = [a for kind in order for a in by_kind.get(kind, [])]
        wanted += [a for a in legal if a not in armed and a not in wanted and a.kind not in ("keep", "release")]
        x, y = 20.0, 300.0
        for k, button in enumerate(self.buttons):
            if k >= len(wanted):
                button.hide()
                continue
            a = wanted[k]
            text, icon, colour, tag = self._button_spec(v, a)
            w = button.show_as(text, icon, colour)
            if x + w > self.W - 16 and x > 20:
                x, y = 20.0, y + 52
            button.setPos(x, y)
            button.setData(0, tag)
            self._arm(button, a, tip=v.describe(a))
            armed.add(a)
            x += w + 10

    def _prompt_words(self, v, viewer, legal, note: str) -> str:
        if note:
            return note
        stage = v.stage
        if stage == "over":
            totals = v.scores().totals
            order = sorted(range(v.n), key=lambda k: -totals[k])
            return "Final scores: " + ", ".join(f"{v.seat_name(k)} {totals[k]}" for k in order) + \
                ". Click a small sheet to look at it."
        if not legal:
            waiting = ", ".join(v.seat_name(s) for s in v.to_move())
            return f"Waiting for {waiting}…"
        s = v.active
        if stage == "setup":
            return "Choose your second column: click port 2 or province 2 on your sheet."
        if stage == "roll":
            if v.rolls == 0:
                return f"Roll {len(v.dice)} empire dice and the fate die."
            return f"Click dice to keep or release them, then re-roll ({3 - v.rolls} left) or keep these dice."
        if stage == "leadership":
            return "Leadership: click one die to re-roll it, or go on without."
        if stage == "omens":
            return "Omens: click a die, then the face it should show — or do not use them."
        if stage == "choose":
            return "Take each '2 food or 2 population' die as food or as population."
        if stage == "conquest":
            return f"Conquest: battle the neighbouring tribe, your {v.strength(s)} against {v.conquest[s]}?"
        if stage == "tribute":
            asked = v.asked
            gain = v.demand_total - v.strength(asked)
            return (f"{v.seat_name(asked)}: {v.seat_name(s)} demands tribute ({v.demand_total} against your "
                    f"{v.strength(asked)}). Give 1 good, or they gain {gain} tribute.")
        if stage == "build":
            return "Build: click boxes on your sheet, or the next army / ship hole on the pegboard."
        if stage == "buy":
            return "Buy one development: click a highlighted one on your sheet and choose how to pay."
        if stage == "store":
            return f"Store goods as wealth ({v.store_rate(s)} goods each), or end the turn."
        return ""


PEG_ROWS = (("food", "food", "Food"), ("goods", "goods", "Goods"), ("army", "army", "Armies"),
            ("ships", "ship", "Ships"), ("wealth", "wealth", "Wealth"))


PEG_HELP = {
    "food": "Food (0–15): each province eats 1 food a turn; a province left unfed costs 1 skull. "
            "Food beyond 15 is lost.",
    "goods": "Goods (0–15): fill urns, build ships, buy developments, store as wealth. Goods beyond 15 are lost.",
    "army": "Armies (0–15): battle strength with Formations and Navy; 1 population and 1 food each.",
    "ships": "Ships (0–15): 2 goods each, with Shipmaking; Navy adds 1 battle strength per ship.",
    "wealth": "Wealth (0–15): 4 goods (3 with Coinage) stored as 1 wealth, worth 5 when buying a development "
              "and 2 points at the end.",
}


class Pegboard(Hot):
    W, H = 780.0, 290.0
    X0, STEP = 170.0, 38.0

    def __init__(self, board) -> None:
        super().__init__(QRectF(0, 0, self.W, self.H), None, radius=16)
        self.board = board
        self.look(pen("#3f2a16", 4), brush("#a47a4c"))
        self.chip = Hot(QRectF(16, 10, 26, 26), self, "ellipse")
        self.chip.setAcceptedMouseButtons(Qt.NoButton)
        self.title = Text("PEGBOARD", 17, self, 50, 23, "l", "#fff6e0", bold=True, serif=True)
        top = D.PEG_TOP["food"]
        for k in range(top + 1):
            Text(str(k), 13, self, self.X0 + k * self.STEP, 46, "c", "#fff6e0", bold=True)
        self.holes: dict[str, list[Hot]] = {}
        self.pegs: dict[str, Hot] = {}
        self.values: dict[str, Text] = {}
        self._armed: list[Hot] = []
        self._explained: list[tuple[Hot, str]] = []
        for r, (attr, icon, label) in enumerate(PEG_ROWS):
            cy = 80 + r * 44
            Glyph(icon, 24, "#2a1b0c", self).setPos(14, cy - 12)
            name = Text(label, 16, self, 44, cy, "l", "#2a1b0c", bold=True)
            name.setToolTip(PEG_HELP[attr])
            self.values[attr] = Text("0", 18, self, 136, cy, "r", "#1b1008", bold=True)
            line = QGraphicsLineItem(self.X0, cy, self.X0 + self.STEP * D.PEG_TOP[attr], cy, self)
            line.setPen(pen("#8a6238", 6))
            holes = []
            for k in range(D.PEG_TOP[attr] + 1):
                hole = Hot(QRectF(self.X0 + k * self.STEP - 11, cy - 11, 22, 22), self, "ellipse")
                hole.look(pen("#5a3d20", 1.5), brush("#3a2612"))
                hole.legal_fill = brush("#f4a6e4")
                hole.base_tag = f"hole-{attr}-{k}"
                hole.setData(0, hole.base_tag)
                holes.append(hole)
            self.holes[attr] = holes
            peg = Hot(QRectF(-15, -15, 30, 30), self, "ellipse")
            peg.setAcceptedMouseButtons(Qt.NoButton)
            peg.setZValue(2)
            peg.letter = Text("", 14, peg, 0, 0, "c", INK, bold=True)
            peg.setData(0, f"peg-{attr}")
            self.pegs[attr] = peg
        self._key = None

    def peg_value(self, attr: str) -> int:
        """The value the drawn peg stands at (for tests)."""
        return round((self.pegs[attr].pos().x() - self.X0) / self.STEP)

    def update_pegs(self, v, seat: int, colour: str, acts: dict, armed: set) -> None:
        for item in self._armed:
            item.disarm()
            item.setData(0, item.base_tag)
        self._armed = []
        for item, tip in self._explained:
            item.tip(tip)
        self._explained = []
        key = (seat, colour, tuple(getattr(v, attr)[seat] for attr, _, _ in PEG_ROWS))
        if key != self._key:
            self._key = key
            self.chip.look(pen(INK, 2), brush(colour))
            self.title.set(f"PEGBOARD · {v.seat_name(seat)}")
            for r, (attr, _, label) in enumerate(PEG_ROWS):
                value = getattr(v, attr)[seat]
                peg = self.pegs[attr]
                peg.look(pen("#1b1008", 2), brush(colour))
                peg.letter.set(v.seat_name(seat)[:1].upper())
                peg.setPos(self.X0 + value * self.STEP, 80 + r * 44)
                peg.tip(f"{label}: {value} (0–{D.PEG_TOP[attr]})")
                self.values[attr].set(str(value))
                for k, hole in enumerate(self.holes[attr]):
                    hole.tip(f"{label} {k}")
        for kind, attr, tag in (("army", "army", "army"), ("ship", "ships", "ship"), ("granary", "food", "granary")):
            action = acts.get(kind)
            value = getattr(v, attr)[seat]
            holes = self.holes[attr]
            hole = holes[min(value + 1, len(holes) - 1)]
            if action is None:
                if v.stage == "build" and acts and value < len(holes) - 1 and (kind == "army" or v.has_dev(seat, {
                        "ship": "shipmaking", "granary": "granaries"}[kind])):
                    self._explained.append((hole, hole._tip))
                    hole.tip(f"{hole._tip}<br><i>Not now: {v.why_illegal(seat, Action(kind))}</i>")
                continue
            hole.arm(self.board, action, tip=v.describe(action))
            hole.setData(0, tag)
            self._armed.append(hole)
            armed.add(action)


class PaymentPopup(Hot):
    """A small scene popup listing the ways to pay for one development (the legal buy actions)."""

    def __init__(self, board) -> None:
        super().__init__(QRectF(0, 0, 300, 100), None, radius=12)
        self.board = board
        self.setZValue(50)
        self.look(pen("#1f1a14", 2.5), brush(PAPER))
        self.title = Text("", 16, self, 16, 24, "l", INK, bold=True, serif=True)
        self.sub = Text("", 12, self, 16, 46, "l", INK)
        self.buttons = [Button(self, 38, 15) for _ in range(12)]
        self.cancel = Button(self, 34, 14)
        self.cancel.setData(0, "buy-cancel")
        self.setAcceptedMouseButtons(Qt.LeftButton)
        self.hide()

    def mousePressEvent(self, event):  # noqa: N802  (clicks on the plate itself do nothing)
        event.accept()

    def open(self, view, card: QGraphicsItem, dev: str, payments: list, bounds: QRectF) -> None:
        info = D.DEV_BY_ID[dev]
        self.title.set(f"Buy {info['name']}")
        self.sub.set(f"cost {view.dev_cost(view.active, dev)} · {info['points']} points — pay with:")
        y = 64
        width = max(300.0, self.title.boundingRect().width() + 32, self.sub.boundingRect().width() + 32)
        for k, button in enumerate(self.buttons):
            if k >= len(payments):
                button.hide()
                button.disarm()
                continue
            a = payments[k]
            w = button.show_as(payment_words(a), "fa6s.coins", "#2e7d32")
            width = max(width, w + 32)
            button.setPos(16, y)
            button.setData(0, f"buy-{dev}-{a['goods']}-{a['innovations']}-{a['wealth']}")
            button.arm(self.board, a, tip=view.describe(a))
            y += 46
        self.cancel.show_as("Cancel", "fa6s.xmark", "#7a6a55")
        self.cancel.setPos(16, y + 4)
        self.cancel.arm(None, None, callback=self.close)
        self.cancel.legal = False  # a way out, not a move: not highlighted
        self.cancel.update()
        self.set_rect(QRectF(0, 0, width, y + 52))
        r = card.sceneBoundingRect()
        x = r.right() + 10
        if x + width > bounds.right():
            x = r.left() - width - 10
        top = min(max(bounds.top(), r.top() - 20), bounds.bottom() - self._rect.height())
        self.setPos(max(bounds.left(), x), top)
        self.show()

    def close(self) -> None:
        if self.isVisible():
            self.hide()
            for button in self.buttons:
                button.disarm()
            self.cancel.disarm()
