"""The end of a turn (played cards go back, spoilage, cards kept or discarded, the Starting Player moves left) and
the end of the game (the Wonder, or the turn in which the bank's last victory cube left it): the victory cards
are awarded, most victory cubes wins, then most resource cubes."""
from __future__ import annotations

from dawnofempires_gui.engine import Action, ScoreSheet
from dawnofempires_gui.engine.words import join, plural
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules_state import MOVES, AomMove, AomState, act
from dawnofempires_gui.games.aom.rules_tables import CARD, CITY, NSQ, RES, VI
from dawnofempires_gui.games.aom.rules_words import card_name, cubes, victory_name

STOREHOUSE = next(b for b in D.BUILDINGS.values() if b.effect.id == "storage")
HELD = "Victory cubes held"
AWARDED = ("largest_army", "most_buildings", "wonder")  # awarded when the game ends
CATEGORIES = (HELD, *(D.VICTORY_CARDS[v].name for v in AWARDED))


class EndRules(AomState):
    # ------------------------------------------------------------------ the end of a turn
    def end_of_turn(self) -> None:
        n = self.n
        for s in range(n):
            self.played[s] = []
            self.extra[s] = 0
        self.round = 0
        if self.vp_bank == 0:
            self.emit("The bank's last victory cube has been placed: the game ends with this turn, without spoilage.",
                      kind="end")
            self.game_over()
            return
        for s in range(n):
            keep = self.spoilage_keep(s)
            lost = {}
            for i, r in enumerate(RES):
                extra = self.cubes[s * 4 + i] - keep
                if extra > 0:
                    self.cubes[s * 4 + i] = keep
                    self.bank[i] += extra
                    lost[r] = extra
            if lost:
                self.emit(f"Spoilage: {self.seat_name(s)} returns {cubes(lost)} to the bank (keeping {keep} of each).",
                          s, "spoilage")
        self.act = {"kind": "keep", "i": -1}
        self.keep_next()

    def spoilage_keep(self, seat: int) -> int:
        return STOREHOUSE.effect["keep"] if self.has(seat, STOREHOUSE.id) else D.SPOILAGE_KEEP

    def keep_next(self) -> None:
        order = self.order_from(self.start)
        i = self.act["i"] + 1
        while i < self.n and not self.hand_count(order[i]):
            i += 1
        if i < self.n:
            self.act["i"] = i
            self.flow[:] = [("keep", (order[i],))]
            return
        self.act = {}
        if self.n > 2:
            self.start = (self.start + 1) % self.n
        self.start_turn()

    def discard(self, seat: int, card: str) -> None:
        """A discarded permanent card goes back to its owner's deck; a random one face up under its deck."""
        self.remove_from_hand(seat, card)
        if CARD[card].deck == "random":
            self.under(self.cult[seat]).append(card)

    # ------------------------------------------------------------------ what must always hold
    def invariant_problems(self) -> list[str]:
        problems = []
        n = self.n
        cubes, bank = self.cubes, self.bank
        if min(cubes) < 0 or min(bank) < 0:
            problems.append(f"a negative amount of cubes: players {cubes}, bank {bank}")
        total = D.BANK_CUBES[n]
        for i, r in enumerate(RES):
            held = bank[i] + sum(cubes[i::4])
            if held != total:
                problems.append(f"{r} cubes made or lost: {held} in play, {total} in the game")
        vps = self.vp_bank + sum(self.vp_cards) + sum(self.vp)
        if vps != D.VP_CUBES or self.vp_bank < 0 or min(self.vp_cards) < 0:
            problems.append(f"victory cubes made or lost: {vps}")
        tiles = sum(self.pool) + len(self.face_up) + len(self.prod) - self.prod.count("")
        if tiles != len(D.tiles_in_game(n)) or min(self.pool) < 0:
            problems.append(f"tiles made or lost: {tiles}")
        leaving = [0] * n  # a House just lost whose owner is choosing the villager that leaves with it
        for frame in self.flow:
            if frame[0] == "villager_loss":
                leaving[frame[1][0]] += 1
        work = self.work
        for s in range(n):
            built = self.bld[s]
            houses = built.get("house", 0)
            villagers = self.villagers[s] + work[s * NSQ:(s + 1) * NSQ].count("villager")
            if villagers != houses + leaving[s]:
                problems.append(f"seat {s}: {villagers} villagers for {houses} Houses")
            if sum(built.values()) > CITY or houses > D.MAX_HOUSES:
                problems.append(f"seat {s}: too many buildings")
            if self.units[s] and min(self.units[s].values()) <= 0:
                problems.append(f"seat {s}: an empty unit count")
        return problems

    # ------------------------------------------------------------------ the end of the game
    def wonder_built(self, seat: int) -> None:
        self.wonder_by = seat
        self.emit(f"{self.seat_name(seat)} has built the Wonder: the game ends at once.", seat, "end")
        self.game_over()

    def awards(self) -> dict[str, int]:
        """Who takes the cubes of each victory card awarded at the end (-1: nobody) if the game ended now."""
        n = self.n
        armies = [self.army_size(s) for s in range(n)]
        builds = [self.buildings(s) for s in range(n)]
        out = {}
        for card, counts in (("largest_army", armies), ("most_buildings", builds)):
            best = max(counts)
            leaders = [s for s in range(n) if counts[s] == best]
            out[card] = leaders[0] if len(leaders) == 1 else -1
        out["wonder"] = self.wonder_by
        return out

    def game_over(self) -> None:
        self.end_now()
        winners = self.awards()
        self.final = {}
        for card in AWARDED:
            s, k = winners[card], self.vp_cards[VI[card]]
            if s >= 0 and k:
                self.vp_cards[VI[card]] = 0
                self.vp[s] += k
                self.final[card] = (s, k)
                self.emit(f"{self.seat_name(s)} takes {plural(k, 'victory cube')} from {victory_name(card)}.", s, "end")
            elif k:
                self.emit(f"Nobody takes the {plural(k, 'victory cube')} on {victory_name(card)}"
                          + (" (a tie for most)." if card != "wonder" else "."), kind="end")
        self.emit("The game is over: " + self.result_words(), kind="end")

    def result_words(self) -> str:
        """Who wins and why, in one sentence: a win on a tie of points says whom it tied with and the cubes that
        broke it (a player tied on points would otherwise read that another wins with his own score)."""
        sheet = self.scores()
        best = max(sheet.totals)
        points = plural(best, "victory point")
        winners = sheet.winners
        win = join(self.seat_name(s) for s in winners) + (" wins" if len(winners) == 1 else " win")
        leaders = [s for s in range(self.n) if sheet.totals[s] == best]
        if len(leaders) == 1:
            return f"{win} with {points}."
        cubes_of = [self.total_cubes(s) for s in leaders]
        if len(winners) == len(leaders):
            return f"{win}, tied on {points} and on {plural(cubes_of[0], 'resource cube')}."
        beaten = [s for s in leaders if s not in winners]
        return (f"{win}: tied with {join(self.seat_name(s) for s in beaten)} on {points}, with more resource cubes "
                f"({max(cubes_of)} against {join(str(self.total_cubes(s)) for s in beaten)}).")

    def score_parts(self, seat: int) -> dict[str, int]:
        """Victory points by category: the cubes held, and each victory card's cubes its holder takes at the end
        (during the game: who would take them if it ended now)."""
        final = getattr(self, "final", None)
        parts = {HELD: self.vp[seat]}
        if self.over and final is not None:
            for card in AWARDED:
                s, k = final.get(card, (-1, 0))
                parts[D.VICTORY_CARDS[card].name] = k if s == seat else 0
                if s == seat:
                    parts[HELD] -= k
        else:
            winners = self.awards()
            for card in AWARDED:
                parts[D.VICTORY_CARDS[card].name] = self.vp_cards[VI[card]] if winners[card] == seat else 0
        return parts

    def scores(self) -> ScoreSheet:
        n = self.n
        points = [self.score_parts(s) for s in range(n)]
        totals = [sum(p.values()) for p in points]
        best = max(totals)
        leaders = [s for s in range(n) if totals[s] == best]
        tie_break = ""
        winners = leaders
        if len(leaders) > 1:
            most = max(self.total_cubes(s) for s in leaders)
            winners = [s for s in leaders if self.total_cubes(s) == most]
            tie_break = "Tied on victory points: the most resource cubes wins." + (
                " Still tied: a shared win." if len(winners) > 1 else "")
        notes = [] if self.over else ["The victory cards' cubes are shown going to whoever would take them now."]
        return ScoreSheet(list(CATEGORIES), points, totals, winners, tie_break, notes)

    def evaluate(self) -> list[float]:
        """A guess at the result of a game not yet over, for the computer's cut-off search: each seat's victory
        points if the game ended now (the cubes held and the victory cards it would take), plus a little for
        what wins later (an Age 2, more than the cubes it costs: a larger hand, its hero and buildings, at Mythic
        the Wonder; a unit 0.15, a building 0.2, a production tile 0.1, a resource cube 0.04, which also breaks
        ties), as a margin over the best other seat squashed to 0..1."""
        if self.over:
            return self.returns()
        n = self.n
        value = []
        for s in range(n):
            v = sum(self.score_parts(s).values())
            v += 2.0 * self.age[s] + 0.15 * self.army_size(s) + 0.2 * self.buildings(s)
            v += 0.1 * len(self.tiles_of(s)) + 0.04 * self.total_cubes(s)
            value.append(v)
        return self.by_margin(value)

    def sensible_actions(self, seat: int, legal: list[Action]) -> list[Action]:
        """A computer side choosing its army does not stop at none while it has units to send: with none it loses
        the battle at once, which no player means by an attack or a defence (the rules allow it to people)."""
        if self.flow and self.flow[-1][0] == "army" and not any(self.army[seat]) and self.picks_open(seat):
            sends = [a for a in legal if a.kind != "army_done"]
            if sends:
                return sends
        return legal


@MOVES.add
class Discard(AomMove):
    kind = "discard"
    args = {"card": str}

    def options(self, game, seat):
        return [act("discard", card=c) for c in dict.fromkeys(game.hand(seat))]

    def problem(self, game, seat, action):
        card = action["card"]
        if card in CARD and game.in_hand(seat, card):
            return ""
        return f"You hold no {card_name(card) if card in CARD else repr(card)} card."

    def apply(self, game, seat, action):
        card = action["card"]
        game.discard(seat, card)
        where = "back to the permanent deck" if CARD[card].deck == "permanent" else "face up under the random deck"
        game.emit(f"{game.seat_name(seat)} discards {card_name(card)} ({where}).", seat, "keep")
        if not game.hand_count(seat):
            game.keep_next()

    def describe(self, game, action):
        return f"Discard {card_name(action['card'])}"


@MOVES.add
class KeepCards(AomMove):
    kind = "keep_cards"

    def options(self, game, seat):
        return [act("keep_cards")]

    def apply(self, game, seat, action):
        k = game.hand_count(seat)
        game.emit(f"{game.seat_name(seat)} keeps {plural(k, 'card')} for the next turn.", seat, "keep")
        game.keep_next()

    def describe(self, game, action):
        return "Keep the other cards for the next turn"

