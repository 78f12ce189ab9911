"""What the Age of Empires board shows of the stack in question: the square whose counters the tray lists one by
one, and the highlights of the selected stack on the grid (where it can move, where it can shoot, the path of a
move and its trail so far). The selected stack is the one the decision is about (the moving units, the attacker),
else the seat's own stack under the pointer or the keyboard focus, else the stack under its Command-Control chit.
A mixin of the board (board.py): it reads the board's view_state, seat, step, legal, hovered and by_square.
"""
from __future__ import annotations

from dawnofempires_gui.games.aoe import board_queries as Q

from .board_items import readable


class Selecting:
    def _detail(self, view) -> None:
        sq, words = self.detail_square(view)
        chosen = set(view.picking) | set(view.aim)
        shown = self.tray.set_detail(view, sq, self.colours, chosen, words)
        for tag in self._piece_tags:
            self.targets.pop(tag, None)
        for counter in self.tray.counters:  # a counter now showing another piece stands for nothing until armed
            if counter.actions and (counter not in shown or counter.actions[0].get("piece") != counter.piece_id):
                counter.arm(self, ())
        self._piece_tags = {counter.data(0) for counter in shown}
        for counter in shown:
            self.targets[counter.data(0)] = counter
            counter.tip(counter.base_tip if not counter.actions else counter.toolTip())

    def detail_square(self, view) -> tuple[int, str]:
        step = self.step
        mine = self.seat is not None and self.legal
        sq = -1
        if mine and step in ("pick", "found") and view.site >= 0:
            sq = view.site
        elif mine and step == "more" and view.aim:
            sq = view.pieces[view.aim[0]]["square"] if view.aim[0] in view.pieces else -1
        elif self.hovered is not None:
            sq = self.hovered
        elif mine and step == "attack" and view.shooter is not None and view.shooter[1][0] in view.pieces:
            sq = view.pieces[view.shooter[1][0]]["square"]
        elif mine and step == "move" and view.lead:
            sq = view.pieces[view.lead[0]]["square"] if view.lead[0] in view.pieces else -1
        elif self.seat is not None and view.cc[self.seat]:
            first = view.pieces.get(view.cc[self.seat][0])
            sq = first["square"] if first else -1
        if sq < 0:
            return -1, "Point at a square to see its counters"
        where = "sea" if view.board.sea[sq] else "land"
        return sq, f"{view.square_name(sq)} · {where} · {len(view.at(sq))} pieces"

    # ------------------------------------------------------------------ the selected stack
    def hover_square(self, sq: int | None) -> None:
        if sq is None or sq == self.hovered or self.view_state is None:
            return
        self.hovered = sq
        self.refresh_hover()
        if self.step not in ("pick", "found", "more"):
            self._detail(self.view_state)

    def refresh_hover(self) -> None:
        view = self.view_state
        if view is None:
            return
        reach, in_range, path, selected = self.selection(view)
        colour = readable(self.colours[self.seat]) if self.seat is not None else "#33291b"
        self.highlight.set(reach, in_range, path, selected, colour)

    def selection(self, view) -> tuple[dict | set, set, list[int], int]:
        """The selected stack's highlights: (reach, range, path, selected square)."""
        step, me, hovered = self.step, self.seat, self.hovered
        mine = me is not None and bool(self.legal)
        if mine and step == "move" and view.lead:
            reach = view.reach()
            start = view.pieces[view.lead[0]]["square"]
            path = list(self.trail)
            if hovered in reach:
                leg = Q.move_path(view, start, hovered, Q.moving_sea(view))
                path = (path[:-1] if path and path[-1] == start else path) + leg
            return reach, set(), path, start
        if mine and step in ("attack", "more") and view.shooter is not None:
            group = [i for i in view.shooter[1] if i in view.pieces]
            if group:
                sq = view.pieces[group[0]]["square"]
                aimed = {view.pieces[view.aim[0]]["square"]} if step == "more" and view.aim else set()
                return {}, aimed or Q.stack_range(view, group), [], sq
        ids: list[int] = []
        sq = -1
        if me is not None and hovered is not None:
            own = [p["id"] for p in self.by_square.get(hovered, []) if p["owner"] == me and not p["down"]]
            if own:
                ids, sq = own, hovered
        if not ids and me is not None and view.cc[me]:  # the commanded stack: marked, its reach shown on pointing
            ids = [i for i in view.cc[me] if i in view.pieces]
            return {}, set(), [], view.pieces[ids[0]]["square"] if ids else -1
        if not ids:
            return {}, set(), [], -1
        return Q.stack_reach(view, ids), Q.stack_range(view, ids), [], sq

    def _trail_update(self, view) -> None:
        """The squares the moving units went through this phase (the path of the move so far), leg by leg, one
        trail per player's move: another player's move starts its own (it went on from the last player's units),
        an undo cuts the trail back (the leg taken back stayed drawn) or brings back the move it returns to."""
        if self.step != "move" or not view.lead or view.lead[0] not in view.pieces:
            self.trail, self._trails = [], {}
            return
        mover = view.pieces[view.lead[0]]
        here, used = mover["square"], sum(view.moved.values())
        # the trail, and its legs: (squares of the trail, half squares used) after each
        trail, legs = self._trails.setdefault((view.turn, mover["owner"]), ([], []))
        while legs and legs[-1][1] > used:
            legs.pop()
        del trail[legs[-1][0] if legs else 0:]
        if not trail:
            trail.append(here)
        elif trail[-1] != here:
            trail += Q.move_path(view, trail[-1], here, Q.moving_sea(view))[1:]
        if not legs or legs[-1][0] != len(trail):
            legs.append((len(trail), used))
        self.trail = trail
