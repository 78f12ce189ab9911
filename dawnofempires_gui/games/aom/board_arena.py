"""The battle arena, drawn on the board's overlay layer: the two sides with the units each has in the battle, the
cards picked this round revealed together (a face-down card while a side still chooses in secret), the dice
of each side with the sixes marked (and the re-rolls of a tie), who won the round and the rounds before.

It stays on screen while the battle goes on, one round at a time, so that its events can be followed; when
the battle is over it shows how it ended until the player goes back to the board ("Back to the board").
Before the first round it is where each side chooses its units in secret: the seat at the screen sees its own
units and choices, and only that the other side is choosing.

Targets (tags): "army-<unit>" (send a unit), "war-<side>-<unit>" (fight with it; Aphrodite sends one home),
the buttons "arena-<kind>" (retreat, tactics, done...) and "close-arena".
"""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from dawnofempires_gui.engine import HIDDEN
from dawnofempires_gui.engine.words import plural
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.board_arena_cards import CARD_SY, PICK_H, PICK_W, SIDE_W, PickCard, UnitCard
from dawnofempires_gui.games.aom.board_items import Button, Die, Text, best_ink, elide, inert, mix, plate, wrap
from dawnofempires_gui.games.aom.rules_battle import DEFENCES
from dawnofempires_gui.games.aom.rules_words import AREA_WORDS, tie_words, unit_name
from dawnofempires_gui.ui.drawing import brush, pen
from dawnofempires_gui.ui.targets import Target

W = 900.0
LIGHT = "#f3ead2"
DIM = "#c9bb9a"
PICK_Y = 98.0
DIE, DIE_ROW = 26.0, 6
# narrower than FULL_W (a small window): the two cards of a round one above the other, each with its dice (those
# of the last roll; the rolls before are in the log), and no list of earlier rounds
COMPACT_SIDE_W, COMPACT_PICK = 196.0, (184.0, 140.0)
SMALL_DIE, SMALL_DIE_ROW = 22.0, 7


class Blocker(QGraphicsRectItem):
    """The arena's ground: it takes the clicks that would otherwise reach the board under it."""

    def mousePressEvent(self, event):  # noqa: N802
        event.accept()

    def mouseDoubleClickEvent(self, event):  # noqa: N802
        event.accept()


class Arena(QGraphicsItem):
    def __init__(self, board, height: float, width: float = W) -> None:
        super().__init__()
        inert(self)
        self.h, self.w = height, width
        self.compact = width < W
        self.side_w = COMPACT_SIDE_W if self.compact else SIDE_W
        self.center_x = 10 + self.side_w + (8 if self.compact else 12)
        self.center_w = width - 2 * self.center_x
        CENTER_X, CENTER_W = self.center_x, self.center_w  # noqa: N806
        pick_w, pick_h = COMPACT_PICK if self.compact else (PICK_W, PICK_H)
        self.pick_h = pick_h
        ground = self.ground = Blocker(QRectF(0, 0, width, height), self)
        ground.setBrush(brush("#3b342c"))
        ground.setPen(pen("#1e1a15", 2))
        ground.setData(0, "arena")
        plate(self, QRectF(CENTER_X - 4, 62, CENTER_W + 8, height - 182), "#4a4238", "#2a241d", 10, 1)
        self.title = Text("", 19, self, width / 2, 22, "c", LIGHT, True)
        self.subtitle = Text("", 13, self, width / 2, 46, "c", DIM)
        self.side_head: list[tuple[QGraphicsItem, Text, Text]] = []
        for side in (0, 1):
            x = self.side_x(side)
            bar = plate(self, QRectF(x, 62, self.side_w, 32), "#6b5a3e", "#2a241d", 6, 1)
            self.side_head.append((bar, Text("", 15, self, x + 10, 78, "l", LIGHT, True),
                                   Text("", 13, self, x + self.side_w - 8, 78, "r", DIM)))
        self.side_notes = [[Text("", 13, self, self.side_x(s) + 4, 0, "l", DIM) for _ in range(5)] for s in (0, 1)]
        self.cards: list[UnitCard] = []
        self.picks = [PickCard(self, pick_w, pick_h), PickCard(self, pick_w, pick_h)]
        for side, card in enumerate(self.picks):
            card.setPos(*self.pick_at(side))
        self.vs = Text("vs", 18, self, CENTER_X + CENTER_W / 2, PICK_Y + PICK_H / 2, "c", DIM, True)
        self.vs.setVisible(not self.compact)
        self.round_title = Text("", 15, self, CENTER_X + CENTER_W / 2, 80, "c", LIGHT, True)
        self.dice: list[list[Die]] = [[], []]
        self.roll_labels: list[Text] = []
        # who won the round, under the dice (compact: smaller, its three lines within the middle under two cards)
        self.result_px, self.result_step = (13, 17) if self.compact else (15, 20)
        self.result = [Text("", self.result_px, self, CENTER_X + CENTER_W / 2, 0, "c", LIGHT, True)
                       for _ in range(4)]
        self.history_title = Text("", 13, self, CENTER_X + 10, 0, "l", DIM, True)
        self.history = [Text("", 13, self, CENTER_X + 10, 0, "l", LIGHT) for _ in range(8)]
        self.buttons: list[Button] = []
        self.note = [Text("", 13, self, width / 2, height - 52 + 17 * k, "c", LIGHT) for k in range(2)]
        self.targets: dict[str, Target] = {}
        self.key = None
        self._battle: dict = {}

    def side_x(self, side: int) -> float:
        return 10.0 if side == 0 else self.w - 10 - self.side_w

    def pick_at(self, side: int) -> tuple[float, float]:
        """Where a side's card of the round lies: side by side (FULL), or one above the other (compact)."""
        pick_w = self.picks[side].w if len(getattr(self, "picks", ())) > side else COMPACT_PICK[0]
        if self.compact:
            return self.center_x + (self.center_w - pick_w) / 2, PICK_Y + side * (self.pick_h + 60)
        return ((self.center_x + 12, PICK_Y) if side == 0 else
                (self.center_x + self.center_w - 12 - PICK_W, PICK_Y))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter, option, widget=None) -> None:
        pass

    # ------------------------------------------------------------------ pieces
    def _card(self, i: int) -> UnitCard:
        while len(self.cards) <= i:
            self.cards.append(UnitCard(self, self.side_w))
        return self.cards[i]

    def _die(self, side: int, i: int) -> Die:
        while len(self.dice[side]) <= i:
            self.dice[side].append(Die(SMALL_DIE if self.compact else DIE, self))
        return self.dice[side][i]

    def button(self, i: int) -> Button:
        while len(self.buttons) <= i:
            self.buttons.append(Button(self))
        return self.buttons[i]

    # ------------------------------------------------------------------ redraw
    def update_arena(self, view, me: int | None, battle: dict, finished: bool, colours: list[str]) -> None:
        """Draw `battle` (view.battle, or view.last_battle when `finished`) as `me` may see it."""
        b = self._battle = battle
        step = view.step()
        key = (repr(sorted((k, v) for k, v in b.items() if k != "history")), len(b["history"]), finished, step,
               tuple(tuple(x for x in a) for a in view.army), tuple(tuple(p) for p in view.picks), me,
               tuple(tuple(sorted(view.units[s].items())) for s in (b["att"], b["def"])), tuple(view.to_move()))
        if key == self.key:
            return
        self.key = key
        self.targets = {}
        att, de = b["att"], b["def"]
        seats = (att, de)
        area = AREA_WORDS.get(b["area"], b["area"])
        if finished:
            won = seats[b["winner"]] if b.get("winner", -1) >= 0 else -1
            self.title.set(f"{view.seat_name(won)} won the battle against "
                           f"{view.seat_name(seats[1 - b['winner']])}" if won >= 0 else "The battle is over")
        elif b.get("winner", -1) >= 0:
            self.title.set(f"{view.seat_name(seats[b['winner']])} wins the battle")
        else:
            self.title.set(f"{view.seat_name(att)} attacks {view.seat_name(de)}'s {area}")
        sizes = b["sizes"]
        limit = " · ".join(f"{view.seat_name(s)} " + (f"up to {sizes[i]} units" if sizes[i] else "any number")
                           for i, s in enumerate(seats))
        prize = view.vp_cards[list(D.VICTORY_CARDS).index("last_battle")]
        prize_words = f" · {plural(prize, 'victory cube')} on Won the Last Battle" if prize and not finished else ""
        about = f"{area} · {limit}" + self._defence_words(view, b) + prize_words
        self.subtitle.set(elide(about, 13, self.w - 20))
        # its own words where nothing else has any: never those of the board hidden under the arena
        self.ground.setToolTip(f"<b>{self.title.text()}</b><br>{about}")
        n = 0
        for side, s in enumerate(seats):
            bar, name, role = self.side_head[side]
            ground = mix(colours[s], "#3b342c", 0.3)
            bar.setBrush(brush(ground))
            ink = best_ink(ground)  # light on a dark seat colour, dark on a light one (yellow, sky blue)
            name.set(elide(view.seat_name(s), 15, self.side_w - 80, True), ink)
            role.set("attacker" if side == 0 else "defender", mix(ink, ground, 0.25))
            n = self._side(view, me, b, side, s, step, finished, n)
        for card in self.cards[n:]:
            card.hide()
            card.setData(0, "")
            card.disarm()
        self._centre(view, me, b, step, finished)

    def _defence_words(self, view, b) -> str:
        if b["area"] not in DEFENCES or not view.battle:  # a battle over: the buildings now are not its own
            return ""
        building, dice = DEFENCES[b["area"]]
        if not view.has(b["def"], building):
            return ""
        name = D.BUILDINGS[building].name
        if view.battle and view.defence_negated():
            return f" · the {name} adds nothing (negated)"
        return f" · {view.seat_name(b['def'])}'s {name}: +{dice} dice"

    def _place_cards(self, x0: float, y: float, entries: list[tuple[str, int, str, str]], n: int) -> tuple[int, float]:
        room = self.h - 190 - y
        step = min(CARD_SY, room / max(1, len(entries)))
        for i, (u, k, tag, note) in enumerate(entries):
            card = self._card(n)
            card.show_unit(u, k, tag, note)
            card.setPos(x0, y + i * step)
            self.targets[tag] = card
            n += 1
        return n, y + len(entries) * step

    def _side(self, view, me, b, side: int, s: int, step: str, finished: bool, n: int) -> int:
        x0 = self.side_x(side)
        lines: list[str] = []
        y = 102.0
        order = D.UNITS_BY_CULTURE[view.cult[s]]
        if step == "army" and not finished:
            mine = s == me and view.army[s] and view.army[s][0] is not HIDDEN
            if mine:
                chosen = [u for u in view.army[s] if u]
                offer = view.picks_open(s) if s in view.to_move() else {}
                entries = [(u, k, f"army-{u}", f"{k} free") for u, k in
                           sorted(offer.items(), key=lambda kv: order.index(kv[0]))]
                n, y = self._place_cards(x0, y, entries, n)
                if s not in view.to_move():
                    lines.append("Your choice is made.")
                lines.append(f"Chosen in secret: {len(chosen)} of {len(view.army[s])}")
                if chosen:
                    lines += [t for t in wrap(", ".join(unit_name(u) for u in chosen), 13, self.side_w - 8, 3) if t]
            else:
                lines.append(f"Chooses up to {plural(len(view.army[s]), 'unit')}" if s in view.to_move() else
                             "Has chosen")
                lines.append("in secret.")
        else:
            units = b["units"][side]
            entries = [(u, k, f"war-{side}-{u}", f"+{b['grow'][side][u]} for its kills" if b["grow"][side].get(u)
                        else "") for u, k in sorted(units.items(), key=lambda kv: order.index(kv[0]))]
            n, y = self._place_cards(x0, y, entries, n)
            if not units:
                lines += [t for t in wrap("The survivors have gone home." if finished or b.get("winner", -1) >= 0
                                          else "No units left in the battle.", 13, self.side_w - 8, 2) if t]
            if step == "battle" and not finished and b["history"]:
                lines += [t for t in wrap(self.secret_words(view, me, s)[0], 13, self.side_w - 8, 2) if t]
        for i, t in enumerate(self.side_notes[side]):
            t.set(lines[i] if i < len(lines) else "")
            t.move(x0 + 4, y + 12 + 17 * i)
        return n

    def _centre(self, view, me, b, step: str, finished: bool) -> None:
        """The middle: the last round fought (its cards, dice and winner), or this round's cards while they are
        secret (the seat at the screen sees its own) or just revealed."""
        history = b["history"]
        seats = (b["att"], b["def"])
        entry = None
        if step == "tactic" and not finished:
            self._title(f"Round {b['round']}: the cards are revealed", f"Round {b['round']}: revealed")
            for side in (0, 1):
                tactic = b["tactic"][side]
                note = {"berserk": "goes berserk", "throw": "throws",
                        "stand_in": f"{unit_name(b['fighter'][side])} stands in"}.get(tactic, "")
                self.picks[side].show_unit(b["pick"][side], None, note)
        elif step == "battle" and not finished and not history:
            self._title(f"Round {b['round']}: each side chooses a card in secret",
                        f"Round {b['round']}: in secret")
            for side, s in enumerate(seats):
                self.picks[side].show_back(self.secret_words(view, me, s)[1])
                pick = view.picks[s][0] if view.picks[s] else None
                if s == me and pick is not None and pick is not HIDDEN and pick.kind == "fight":
                    self.picks[side].show_unit(pick["unit"], None, "your secret choice")
        elif history and step != "army":
            entry = history[-1]
            last = finished or b.get("winner", -1) >= 0
            words = f"Round {entry['round']}" + (", the last" if last else ", just fought")
            self._title(words, words)
            for side in (0, 1):
                tactic = entry["tactics"][side]
                note = {"berserk": "went berserk", "throw": "threw", "stand_in": "stood in"}.get(tactic, "")
                self.picks[side].show_unit(entry["fighters"][side], entry["dice"][side], note,
                                           "won" if entry["winner"] == side else "lost")
        else:
            self._title("The armies are chosen in secret" if step == "army" else
                        "Aphrodite sends a unit home" if step == "seduce" else "No round was fought",
                        "Armies in secret" if step == "army" else
                        "A unit sent home" if step == "seduce" else "No round fought")
            for card in self.picks:
                card.hide()
            self.vs.hide()
            self._dice(None, seats, view)
            return
        for card in self.picks:
            card.show()
        self.vs.setVisible(not self.compact)
        self._dice(entry, seats, view)

    def _title(self, words: str, short: str) -> None:
        self.round_title.set(elide(short if self.compact else words, 15, self.center_w - 8, True))

    @staticmethod
    def secret_words(view, me, s: int) -> tuple[str, str]:
        """What the seat at the screen knows of a side's secret card this round: (side note, card back)."""
        pick = view.picks[s][0] if view.picks[s] else None
        r = view.battle["round"] if view.battle else 0
        if pick is not None and pick is not HIDDEN and s == me:
            what = f"the {unit_name(pick['unit'])}" if pick.kind == "fight" else "to retreat"
            return f"Round {r}: you chose {what} (secret).", "your secret choice"
        if view.picks[s]:
            return f"Round {r}: has chosen in secret.", "has chosen"
        if s == me and s in view.to_move():
            return f"Round {r}: click a unit of yours to fight.", "your choice…"
        return f"Round {r}: choosing in secret…", "choosing…"

    def _dice(self, entry, seats, view) -> None:
        CENTER_X, CENTER_W = self.center_x, self.center_w  # noqa: N806
        y = PICK_Y + PICK_H + 10
        used = [0, 0]
        k = 0
        if self.compact:  # the last roll under each card; the words go under the second card and its dice
            x0, y0 = self.pick_at(1)
            y = y0 + self.pick_h + 4
            for side in (0, 1) if entry is not None else ():
                x0, y0 = self.pick_at(side)
                for i, face in enumerate(entry["rolls"][-1][side]):
                    die = self._die(side, i)
                    die.set(face)
                    row, col = divmod(i, SMALL_DIE_ROW)
                    die.setPos(x0 + col * (SMALL_DIE + 3), y0 + self.pick_h + 6 + row * (SMALL_DIE + 3))
                    die.show()
                used[side] = len(entry["rolls"][-1][side])
            rows = -(-used[1] // SMALL_DIE_ROW)
            y += rows * (SMALL_DIE + 3) + 2
        elif entry is not None:
            for r, faces in enumerate(entry["rolls"]):
                if r:
                    label = self._roll_label(k)
                    label.set("re-roll: equal sixes")
                    label.move(CENTER_X + CENTER_W / 2, y + 7)
                    label.show()
                    k += 1
                    y += 16
                rows = 1
                for side in (0, 1):
                    x0 = self.pick_at(side)[0]
                    for i, face in enumerate(faces[side]):
                        die = self._die(side, used[side])
                        die.set(face)
                        die.setPos(x0 + (i % DIE_ROW) * (DIE + 4), y + (i // DIE_ROW) * (DIE + 4))
                        die.show()
                        used[side] += 1
                    rows = max(rows, (len(faces[side]) + DIE_ROW - 1) // DIE_ROW)
                y += rows * (DIE + 4) + 2
        for side in (0, 1):
            for die in self.dice[side][used[side]:]:
                die.hide()
        for label in self.roll_labels[k:]:
            label.hide()
        lines: list[str] = []
        if entry is not None:
            w = entry["winner"]
            six = [sum(1 for f in entry["rolls"][-1][s] if f == 6) for s in (0, 1)]
            how = "throws" if entry["thrown"] else "defeats"
            rerolls = len(entry["rolls"]) - 1 if self.compact else 0  # FULL shows every roll
            words = (f"{view.seat_name(seats[w])}'s {unit_name(entry['fighters'][w])} {how} the "
                     f"{unit_name(entry['fighters'][1 - w])}: {plural(six[w], 'six', 'sixes')} to {six[1 - w]}"
                     + (f" after {plural(rerolls, 're-roll')} of equal sixes" if rerolls else "")
                     + (f": {tie_words(entry)}" if entry["tie"] else "") + ".")
        step = self.result_step
        if entry is not None:
            room = 3 if not self.compact else max(1, min(4, int((self.h - 142 - y) // step) + 1))  # in the plate
            lines = [x for x in wrap(words, self.result_px, CENTER_W - 20 + (12 if self.compact else 0), room, True)
                     if x]
        for i, t in enumerate(self.result):
            t.set(lines[i] if i < len(lines) else "", LIGHT)
            t.move(CENTER_X + CENTER_W / 2, y + 14 + step * i)
        y += 18 + step * max(1, len(lines))
        history = self._history_entries(view)
        earlier = history[:-1] if entry is not None else history
        room = max(0, int((self.h - 186 - y) // 17) - 1)
        shown = earlier[-room:] if room else []
        self.history_title.set("Earlier rounds" if shown else "")
        self.history_title.move(CENTER_X + 10, y + 8)
        for i, t in enumerate(self.history):
            t.set(elide(shown[i], 13, CENTER_W - 20) if i < len(shown) else "")
            t.move(CENTER_X + 10, y + 26 + 17 * i)

    def _roll_label(self, k: int) -> Text:
        while len(self.roll_labels) <= k:
            self.roll_labels.append(Text("", 13, self, 0, 0, "c", DIM))
        return self.roll_labels[k]

    def _history_entries(self, view) -> list[str]:
        b = self._battle
        out = []
        for e in b["history"]:
            w = e["winner"]
            out.append(f"{e['round']}. {unit_name(e['fighters'][0])} ({e['dice'][0]} dice) vs "
                       f"{unit_name(e['fighters'][1])} ({e['dice'][1]}): {view.seat_name((b['att'], b['def'])[w])}")
        return out

    def set_note(self, text: str) -> None:
        lines = wrap(text, 13, self.w - 40, 2)
        for t, line in zip(self.note, lines):
            t.set(line)
