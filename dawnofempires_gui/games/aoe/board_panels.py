"""A panel per player on the Age of Empires board, readable without a click: the name, civilization and Age;
the resources (the four kinds on the seat's own panel and its allies', only the public total on the others');
the Command-Control roll and chit; the units by type against the unit limit; the buildings by type with what
each can start now; the upgrades done and under way, and the next Age.

The four resources of the seat at the screen are targets: collecting and giving are done by clicking them.
Built once; update_panel() compares a key per line first, so a line that says the same costs nothing to
redraw, and each line is a picture of its own (a new amount repaints the resources, not the panel) in a fence of
its own (Qt leaves out the lines a repaint does not reach without asking Python for their pictures). The
resources are two lines at one place, the four kinds and the public total, the one the seat at the screen may not
read shelved with its picture: a change of seat between teams shows the other from its picture. "To move" is a
picture of its own and the thick outline of the panel to move four edges, so that the turn passing on repaints
those, not the head nor the panel; the panel's paper and outline are copied from a pixmap, not stroked again.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsRectItem

from dawnofempires_gui.engine import HIDDEN
from dawnofempires_gui.engine.words import join, plural
from dawnofempires_gui.games.aoe import board_queries as Q
from dawnofempires_gui.games.aoe import data as D
from dawnofempires_gui.games.aoe.kinds import KINDS, RESOURCES
from dawnofempires_gui.games.aoe.words import age_name, cost_words, group_words, kind_name
from dawnofempires_gui.ui.pictures import fenced_part, shelve
from dawnofempires_gui.ui.facetarget import FaceTarget
from dawnofempires_gui.ui.targets import rounded

from .board_frame import MovingFrame
from .board_stacks import BUILDING_ORDER
from .board_items import (ALERT, FAINT, INK, PAPER, RESOURCE_ICONS, RESOURCE_INK, SOFT, Glyph, Text, blitted, brush,
                          inert, ink_on, kind_tip, light, metrics, pen, readable, type_icon)

ROW = 19.0
HEAD = 26.0
CHIPS = 8  # icon chips per line (units, buildings)
RES_W = 62.0
WORDS_REACH = ROW / 2 - 1  # how far a line's words and icons reach above and below its centre
MARKS_REACH = ROW / 2 + 6  # and the marks of its targets (ui/facetarget.Mark: 6 beyond the target)


def nth(k: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(k, f"{k}th")


class IconRow:
    """A line of icon chips (an icon and a number), each with its own tooltip."""

    def __init__(self, parent, x: float, y: float, width: float, colour: str, tag: str) -> None:
        self.x, self.y, self.width = x, y, width
        self.icons = [Glyph("fa6s.chess-pawn", 15, colour, parent, 0, y) for _ in range(CHIPS)]
        self.counts = [Text("", 13, parent, 0, y, "l", INK, True) for _ in range(CHIPS)]
        for i, (g, t) in enumerate(zip(self.icons, self.counts)):
            g.setData(0, f"{tag}-icon-{i}")
            t.setData(0, f"{tag}-count-{i}")
        self.more = Text("", 13, parent, 0, y, "l", SOFT)
        self.key = None

    def set(self, chips: list[tuple[str, str, str, str]]) -> None:
        """chips: (icon, number, colour, tooltip)."""
        key = (tuple(chips), self.x, self.width)
        if key == self.key:
            return
        self.key = key
        x = self.x
        shown = 0
        for i, (g, t) in enumerate(zip(self.icons, self.counts)):
            if i < len(chips):
                icon, number, colour, tip = chips[i]
                needed = 17 + t.boundingRect().width() if t.text() == number else 17 + len(number) * 9
                if x + needed > self.x + self.width - 24 and i < len(chips) - 1:
                    g.hide()
                    t.hide()
                    continue
                g.set(icon, colour)
                g.setPos(x + 8, self.y)
                g.setToolTip(tip)
                t.set(number)
                t.move(x + 17, self.y)
                t.setToolTip(tip)
                g.show()
                t.setVisible(bool(number))
                x += 17 + (t.boundingRect().width() if number else 0) + 8
                shown += 1
            else:
                g.hide()
                t.hide()
        left = len(chips) - shown
        self.more.set(f"+{left}" if left > 0 else "")
        self.more.move(x, self.y)
        self.more.setToolTip("<br>".join(c[3] for c in chips[shown:]) if left > 0 else "")


class PlayerPanel(QGraphicsRectItem):
    """Its lines are parts painted from pictures (ui/pictures.py), each made again only when its own words change:
    a new seat at the screen, a roll or a new unit repaints one line, not the whole panel."""

    def __init__(self, board, p: int, w: float, h: float, name: str, colour: str) -> None:
        super().__init__(0, 0, w, h)
        blitted(inert(self))
        self.board = board
        self.p, self.w, self.h = p, w, h
        self.colour = colour
        self.ink = readable(colour)
        self.setBrush(brush(PAPER))
        self.setPen(pen("#6b5a3e", 1.5))
        self.setData(0, f"panel-{p}")
        self.frame = MovingFrame(w, h, self.ink, self, f"moving-frame-{p}")  # under the parts, as the panel's pen was
        head = fenced_part(self, f"panel-head-{p}", around=QRectF(-1, -1, w + 2, HEAD + 2))  # its band is HEAD high
        self.band = inert(QGraphicsRectItem(0, 0, w, HEAD, head))
        self.band.setBrush(brush(light(colour, 0.45)))
        self.band.setPen(pen("#6b5a3e", 0))
        disc = inert(QGraphicsPathItem(head))
        path = QPainterPath()
        path.addEllipse(QPointF(HEAD / 2, HEAD / 2), HEAD / 2 - 4, HEAD / 2 - 4)
        disc.setPath(path)
        disc.setBrush(brush(colour))
        disc.setPen(pen("#1a1a1a", 1.2))
        self.letter = Text(board.initials[p], 13, head, HEAD / 2, HEAD / 2, "c", ink_on(colour), True)
        self.name = Text(name, 14, head, HEAD + 2, HEAD / 2, "l", INK, True)
        self.name.setData(0, f"name-{p}")
        self.civ = Text("", 13, head, 0, HEAD / 2, "l", SOFT)
        self.age = Text("", 14, head, w - 8, HEAD / 2, "r", INK, True)
        self.age.setData(0, f"age-{p}")
        # "to move" in a part of its own: the turn passing on makes the picture of these few words again, not
        # the head's (the civilization's name is fitted beside them and changes only when its cut does)
        self.state = Text("", 13, self._part(f"panel-state-{p}", HEAD / 2, HEAD / 2), 0, HEAD / 2, "r", ALERT, True)
        y = HEAD + ROW / 2 + 2
        # the resources in two parts at one place, the one this seat may not read shelved (ui/pictures.py): a
        # change of the seat at the screen between teams shows the other part and makes no picture again
        money = self._part(f"panel-resources-{p}", y, y, MARKS_REACH)  # the four kinds: his own and his allies'
        public = self._part(f"panel-total-{p}", y, y)  # the public total: every other seat's
        self.res_cells = {}
        self.res_texts = {}
        for i, k in enumerate(RESOURCES):
            cell = FaceTarget(rounded(QRectF(0, 0, RES_W - 4, ROW - 1), 5), money, None, None, f"res-{p}-{k}")
            cell.setPos(6 + i * RES_W, y - ROW / 2 + 0.5)
            Glyph(RESOURCE_ICONS[k], 15, RESOURCE_INK[k], cell, 10, (ROW - 1) / 2)
            self.res_texts[k] = Text("", 13, cell, 20, (ROW - 1) / 2, "l", INK, True)
            self.res_texts[k].setData(0, f"res-{p}-{k}-amount")
            cell.base_tip = k
            self.res_cells[k] = cell
        self.kinds_total = Text("", 13, money, 6 + 4 * RES_W + 2, y, "l", INK)
        self.kinds_total.setData(0, f"kinds-total-{p}")
        self.total_icon = Glyph("fa6s.coins", 15, "#8a6d1f", public, 14, y)
        self.res_y = y
        self.total = Text("", 13, public, 26, y, "l", INK)
        self.total.setData(0, f"total-{p}")
        self.money, self.public = money, public
        self.hidden: bool | None = None  # whether the seat at the screen may not read this purse
        y += ROW
        command = self._part(f"panel-command-{p}", y, y)
        Glyph("fa6s.flag", 14, self.ink, command, 14, y)
        self.command = Text("", 13, command, 26, y, "l", INK)
        self.command.setData(0, f"command-{p}")
        y += ROW
        pieces = self._part(f"panel-pieces-{p}", y, y + 3 * ROW)
        self.units_label = Text("", 13, pieces, 8, y, "l", INK, True)
        self.units_label.setData(0, f"units-{p}")
        self.units = IconRow(pieces, 86, y, w - 90, self.ink, f"units-{p}")
        y += ROW
        self.buildings_label = Text("Buildings", 13, pieces, 8, y, "l", INK, True)
        self.buildings = IconRow(pieces, 86, y, w - 90, self.ink, f"buildings-{p}")
        y += ROW
        self.builds = Text("", 13, pieces, 8, y, "l", SOFT)
        self.builds.setData(0, f"builds-{p}")
        y += ROW
        self.upgrades = Text("", 13, pieces, 8, y, "l", SOFT)
        self.upgrades.setData(0, f"upgrades-{p}")
        self.keys: dict[str, tuple] = {}

    def _part(self, tag: str, first: float, last: float, reach: float = WORDS_REACH):
        """A part of the panel holding the lines centred from `first` to `last`, in a fence `reach` above the
        first and below the last (ui/pictures: the fences of the lines a repaint does not reach keep Qt from
        asking for their pictures)."""
        top = max(-1.0, first - reach)
        return fenced_part(self, tag, around=QRectF(-1, top, self.w + 2, last + reach - top))

    def changed(self, section: str, key: tuple) -> bool:
        """Whether a section's key differs from the one drawn (and remember it): unchanged sections are skipped."""
        if self.keys.get(section) == key:
            return False
        self.keys[section] = key
        return True

    # ------------------------------------------------------------------ update
    def update_panel(self, view, moving: bool, owned: list[dict]) -> None:
        """Each line is written again only when what it says changed (a key per line, compared first)."""
        p = self.p
        if self.changed("frame", (moving,)):
            self.frame.set(moving)
        if self.changed("head", (view.civs[p], view.ages[p], view.advancing[p], view.eliminated[p], moving,
                                 bool(view.picks[p]))):
            self._head(view, moving)
        purse = view.purses[p]
        hidden = any(v is HIDDEN for v in purse.values())
        total, left = view.resource_total(p), view.collect_left[p]
        if self.changed("total", (total, left)):
            self._total(view)
        if not hidden and self.changed("resources", (tuple(purse.values()), total, left, view.giving[p])):
            self._resources(view)
        if hidden != self.hidden:
            self.hidden = hidden
            shelve([self.money], hidden)
            shelve([self.public], not hidden)
        cc = tuple((q["type"], q["square"]) for q in (view.pieces[i] for i in view.cc[p] if i in view.pieces))
        step = view.top_step()[0] if view.flow else ""
        if self.changed("command", (view.turn, tuple(view.order), view.order_rolls[p], cc, view.stage, step)):
            self._command(view)
        if self.changed("pieces", (tuple((q["type"], q["down"]) for q in owned), view.ages[p],
                                   tuple(view.upgrades_done[p]), tuple(view.upgrading[p]), view.advancing[p],
                                   None if hidden else tuple(purse.values()))):
            self._units(view, owned)
            self._buildings(view, owned)
            self._upgrades(view)

    def _head(self, view, moving: bool) -> None:
        """The name, the civilization, what the player is doing and the Age on one line. The civilization's
        name is shown whole while it can be: in a narrow panel the state shrinks to its mark first ("to move"
        to ▶, "has chosen" to ✓, both said in its tooltip), then the Age to its first word ("Bronze"); only
        then is the name cut (whole in its tooltip)."""
        p = self.p
        age = age_name(view.ages[p])
        self.age.setToolTip(self._age_tip(view))
        if view.eliminated[p]:
            state, short, tip = "destroyed", "destroyed", ""
        elif moving:
            state, short, tip = "▶ to move", "▶", "To move"
        elif view.picks[p]:
            state, short, tip = "has chosen", "✓", "Has chosen (in secret)"
        else:
            state, short, tip = "", "", ""
        civ = D.CIVILIZATIONS.get(view.civs[p])
        civ_name = civ.name if civ else ""
        civ_left = self.name.pos().x() + self.name.boundingRect().width() + 8
        words, civ_words = metrics(13, True), metrics(13)
        need = civ_words.horizontalAdvance(civ_name)
        for age_words, state_words in ((age, state), (age, short), (age.split()[0], short)):
            self.age.set(age_words)
            right = self.age.pos().x() - 10  # where the state ends
            room = right - civ_left - (words.horizontalAdvance(state_words) + 8 if state_words else 0)
            if not civ_name or room >= need:
                break
        self.state.set(state_words)
        self.state.setToolTip(tip if state_words != state else "")
        self.state.move(right, HEAD / 2)
        self.civ.move(civ_left, HEAD / 2)
        self.civ.fit(civ_name, max(0.0, room))
        self.civ.setVisible(room >= 24)

    def _age_tip(self, view) -> str:
        p = self.p
        age = view.ages[p]
        lines = [f"<b>{age_name(age)}</b>: collects {D.AGES[age].collect} resource points a turn"]
        nxt = Q.next_age(view, p)
        if nxt:
            a = D.AGES[nxt]
            after = " or ".join(kind_name(b) for b in a.requires_any)
            lines.append(f"Next: the {a.name} ({cost_words(a.cost)}), after {after}")
        if view.advancing[p] != -1:
            lines.append("The next Age is under way (face down at a Town Center)")
        return "<br>".join(lines)

    def _total(self, view) -> None:
        """The public line: the total only (what was collected and paid is public), kept up to date for every
        panel, shown to the seats that may not read the kinds."""
        p = self.p
        total, left = view.resource_total(p), view.collect_left[p]
        extra = f" · {left} to take" if left else ""
        room = self.w - 32
        words = f"{total} resource points in all{extra}"
        if metrics(13).horizontalAdvance(words) > room:  # four panels side by side: "50 to take" was cut off
            words = f"{total} in all{extra}"
        self.total.fit(words, room)
        self.total.setToolTip(f"{view.seat_name(p)} holds {plural(total, 'resource point')}: what was collected and "
                              "paid is public, the kinds are seen only by the player and allies"
                              + (f"; {plural(left, 'point')} still to take this turn" if left else ""))

    def _resources(self, view) -> None:
        """The four kinds and the total, for the player and his allies."""
        p = self.p
        total, left = view.resource_total(p), view.collect_left[p]
        for k in self.res_cells:
            self.res_texts[k].set(str(view.purses[p][k]))
        extra = f" · {left} to take" if left else ""
        giving = view.giving[p]
        if giving:
            extra += f" · giving {giving[1]} to {view.seat_name(giving[0])}"
        elif giving == ():
            extra += " · giving…"
        x = 6 + 4 * RES_W + 2
        self.kinds_total.fit(f"{total} in all{extra}", self.w - x - 6)
        self.kinds_total.setToolTip(f"{view.seat_name(p)}'s resources: {plural(total, 'point')} in all"
                                    + (f"; {plural(left, 'point')} still to take this turn" if left else ""))

    def _command(self, view) -> None:
        """The play order and the chit, said whole while it fits; in a narrow panel (four or six players in a small
        window) the words the flag stands for go first, then the roll, then the small words: the order and where the
        chit lies stay readable (cut, they were only in the tooltip)."""
        p = self.p
        order = roll = chit = ""
        if view.turn and view.order and p in view.order:
            order, roll = nth(view.order.index(p) + 1), str(view.order_rolls[p])
        cc = [view.pieces[i] for i in view.cc[p] if i in view.pieces]
        if cc:
            chit = f"{group_words(q['type'] for q in cc)} at {view.square_name(cc[0]['square'])}"
        elif view.turn and p in view.order and view.stage not in ("collect", "roll", "command") and view.top_step()[0] \
                not in ("command", "pick", "resources"):
            chit = "none: may start units"
        whole = ", ".join(([f"rolled {roll}, plays {order}"] if order else []) + ([f"chit on {chit}"] if chit else []))
        room = self.w - 32
        shown = "Command-Control: " + (whole or "—")
        if metrics(13).horizontalAdvance(shown) > room and whole:
            shorter = [whole, ", ".join(([f"plays {order}"] if order else []) + ([f"chit on {chit}"] if chit else [])),
                       " · ".join(([order] if order else []) + ([f"chit: {chit.replace(' at ', ' ')}"] if chit else []))]
            shown = next((words for words in shorter if metrics(13).horizontalAdvance(words) <= room), shorter[-1])
        self.command.fit(shown, room)
        self.command.setToolTip("Command-Control: " + (whole or "—") + "<br>Each turn a die roll sets the order; each "
                                "player puts his one chit on units in one square (they obey him this turn), or on none "
                                "and may then start units.")

    def _units(self, view, owned: list[dict]) -> None:
        p = self.p
        counts: dict[str, list[int]] = {}
        for q in owned:
            if KINDS[q["type"]].unit:
                c = counts.setdefault(q["type"], [0, 0])
                c[1 if q["down"] else 0] += 1
        n, limit = view.unit_count(p), view.unit_limit(p)
        self.units_label.set(f"Units {n}/{limit}", ALERT if n > limit else INK)
        self.units_label.setToolTip(f"{plural(n, 'unit')} (those in training too) for a limit of {limit}: 4 per finished "
                                    "House and Town Center")
        self.units.x = 8 + self.units_label.boundingRect().width() + 6
        self.units.width = self.w - self.units.x - 4
        chips = []
        for t, (up, down) in sorted(counts.items(), key=lambda kv: (-sum(kv[1]), kv[0])):
            number = str(up) + (f"+{down}" if down else "")
            tip = kind_tip(t) + f"<br><b>{view.seat_name(p)}</b>: {up} on the board"
            tip += f", {down} in training" if down else ""
            chips.append((type_icon(t), number, self.ink, tip))
        self.units.set(chips)

    def _buildings(self, view, owned: list[dict]) -> None:
        p = self.p
        counts: dict[str, list[int]] = {}
        for q in owned:
            if not KINDS[q["type"]].unit:
                c = counts.setdefault(q["type"], [0, 0])
                c[1 if q["down"] else 0] += 1
        chips = []
        can = []
        purse = view.purses[p]
        seen = not any(v is HIDDEN for v in purse.values())

        def priced(name: str, cost) -> str:
            """What the purse still lacks for it, where the seat at the screen reads the purse (else nothing is
            said: the Tool Age read as startable with 400 food, and no button offered it)."""
            lacks = {k: n - purse[k] for k, n in cost.items() if seen and n > purse[k]}
            return f"{name} ({cost_words(lacks)} more)" if lacks else name
        for t in sorted(counts, key=BUILDING_ORDER.index):
            up, down = counts[t]
            number = (str(up) if up else "") + (f"+{down}" if down else "")
            makes = Q.trainable(view, p, t) if up else []
            ups = Q.upgradable(view, p, t) if up else []
            words = [priced(kind_name(u), KINDS[u].cost) for u in makes] + [
                priced(f"upgrade to {kind_name(D.UPGRADES[u].to_type)}", D.UPGRADES[u].cost) for u in ups]
            nxt = Q.next_age(view, p) if t == "town_center" and up and view.advancing[p] == -1 else ""
            if nxt and any(view.has_finished(p, b) for b in D.AGES[nxt].requires_any):
                words.append(priced(age_name(nxt), D.AGES[nxt].cost))
            if words:
                can.append(f"{kind_name(t)}: {', '.join(words)}")
            tip = kind_tip(t) + f"<br><b>{view.seat_name(p)}</b>: {up} finished"
            tip += f", {down} foundation(s)" if down else ""
            if words:
                tip += "<br>Can start now: " + ", ".join(words)
            chips.append((type_icon(t), number, self.ink if up else FAINT, tip))
        self.buildings.set(chips)
        text = ("Starts: " + "; ".join(can)) if can else "Starts: nothing yet (no finished building trains units)"
        self.builds.fit(text, self.w - 16)
        self.builds.setToolTip("<br>".join(["What each finished building can start now (units, upgrades, the next Age), "
                                            "when the player commands no units"
                                            + (" (in brackets: what the purse still lacks)" if seen else "") + ":",
                                            *can]))

    def _upgrades(self, view) -> None:
        p = self.p
        done = [kind_name(D.UPGRADES[u].to_type) for u in view.upgrades_done[p]]
        going = [kind_name(D.UPGRADES[u].to_type) for u in view.upgrading[p]]
        if view.advancing[p] != -1 and Q.next_age(view, p):
            going.append(age_name(Q.next_age(view, p)))
        bits = []
        if done:
            bits.append("Upgrades: " + ", ".join(done))
        if going:
            bits.append("under way: " + ", ".join(going))
        text = " · ".join(bits) if bits else "No upgrades yet"
        self.upgrades.fit(text, self.w - 16)
        self.upgrades.setToolTip("Upgrades done: " + (join(done) or "none") + "<br>Under way (face down, finished next "
                                 "Movement and Build phase): " + (join(going) or "nothing"))

