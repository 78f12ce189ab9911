"""Setting up the game: cultures, the bank, each player's cubes and units, the random decks, the Starting Player,
and the production tile draft (take_tile / pass_tile, shared with Explore)."""
from __future__ import annotations

from dawnofempires_gui.engine.words import join
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules_state import MOVES, AomMove, AomState, act
from dawnofempires_gui.games.aom.rules_tables import CULTURES, TILE_INDEX, TILE_TERRAIN
from dawnofempires_gui.games.aom.rules_words import culture_name, terrain_name, tile_name, tiles_back


class SetupRules(AomState):
    def setup(self) -> None:
        n = self.n
        self.draw_cultures()
        bank = D.BANK_CUBES[n]
        self.bank = [bank] * 4
        for s in range(n):
            for r, k in D.START_RESOURCES.items():
                self.take(s, r, k)
            self.units[s] = dict(D.starting_units(self.cult[s]))
        for c in CULTURES:
            if c in self.cult:
                deck = list(D.DECKS[c].card_ids())
                self.rng.shuffle(deck)
                self.deck(c)[:] = deck
        self.emit(f"The bank holds {bank} cubes of each resource and {D.VP_CUBES} victory cubes; every player takes "
                  f"4 of each resource and two of each of his culture's mortal units.", kind="setup")
        self.roll_for_start()
        for tile in D.tiles_in_game(n):
            self.pool[TILE_INDEX[tile]] += 1
        self.face_up = sorted((self.draw_tile() for _ in range(D.DATA.start["draft_tiles_per_player"] * n)),
                              key=TILE_INDEX.__getitem__)
        clockwise = self.order_from(self.start)
        order = []
        for _ in range(D.DATA.start["draft_picks"] // 2):
            order += clockwise + clockwise[::-1]
        self.act = {"kind": "draft", "order": tuple(order), "i": -1}
        self.emit(f"{self.seat_name(self.start)} turns {len(self.face_up)} production tiles face up for the draft.",
                  kind="setup", reveals=True)
        self.opening = [e.text for e in self._events]  # the setup in words (the log starts with the first action)
        self.draft_next()

    def draw_cultures(self) -> None:
        """One cube of each culture's colour drawn unseen per player (again for players four to six); with four
        or more, players of one culture never sit side by side; the two-team start draws two cubes each of two
        cultures."""
        n = self.n
        if self.teams:
            kinds = list(CULTURES)
            self.rng.shuffle(kinds)
            drawn = [kinds[0], kinds[1], kinds[0], kinds[1]]
        else:
            drawn = []
            while len(drawn) < n:
                cup = list(CULTURES)
                self.rng.shuffle(cup)
                drawn += cup[:n - len(drawn)]
            if n >= 4:
                while any(drawn[s] == drawn[(s + 1) % n] for s in range(n)):
                    self.rng.shuffle(drawn)
        self.cult = drawn
        self.emit("Cultures: " + join(f"{self.seat_name(s)} {culture_name(c)}" for s, c in enumerate(drawn)) + ".",
                  kind="setup", reveals=True)

    def roll_for_start(self) -> None:
        """Everyone rolls two dice; the highest is the Starting Player; tied players re-roll."""
        rolling = list(range(self.n))
        while True:
            rolls = {s: self.rng.randint(1, 6) + self.rng.randint(1, 6) for s in rolling}
            self.emit("Rolls for the Starting Player: " + join(f"{self.seat_name(s)} {r}" for s, r in rolls.items())
                      + ".", kind="setup")
            best = max(rolls.values())
            rolling = [s for s in rolling if rolls[s] == best]
            if len(rolling) == 1:
                break
        self.start = rolling[0]
        self.emit(f"{self.seat_name(self.start)} is the Starting Player.", self.start, "setup")

    # ------------------------------------------------------------------ the draft
    def placeable(self, seat: int) -> list[str]:
        """The kinds of face-up tiles the seat could place on an empty square of its terrain."""
        seen: set[str] = set()
        out = []
        for tile in self.face_up:
            if tile not in seen:
                seen.add(tile)
                if self.free_square(seat, TILE_TERRAIN[tile]) >= 0:
                    out.append(tile)
        return out

    def draft_next(self) -> None:
        act_ = self.act
        order = act_["order"]
        i = act_["i"] + 1
        while i < len(order) and self.face_up and not self.placeable(order[i]):
            i += 1
        if i >= len(order) or not self.face_up:
            for tile in self.face_up:
                self.pool_add(tile)
            if self.face_up:
                self.emit(tiles_back(len(self.face_up), "chose"), kind="setup")
            self.face_up = []
            self.act = {}
            self.flow.clear()
            self.start_turn()
            return
        act_["i"] = i
        self.flow[:] = [("draft", (order[i],))]




def _tile_problem(game: SetupRules, seat: int, tile: str) -> str:
    if tile not in game.face_up:
        return f"No {tile_name(tile) if tile in TILE_INDEX else repr(tile)} tile is face up."
    if game.free_square(seat, TILE_TERRAIN[tile]) < 0:
        return (f"You have no empty {terrain_name(TILE_TERRAIN[tile])} square: a tile may only be placed on an empty "
                f"square of its own terrain.")
    return ""


@MOVES.add
class TakeTile(AomMove):
    kind = "take_tile"
    args = {"tile": str}

    def options(self, game, seat):
        return [act("take_tile", tile=t) for t in game.placeable(seat)]

    def problem(self, game, seat, action):
        return _tile_problem(game, seat, action["tile"])

    def apply(self, game, seat, action):
        tile = action["tile"]
        game.face_up.remove(tile)
        square = game.place_tile(seat, tile)
        game.emit(f"{game.seat_name(seat)} takes the {tile_name(tile)} tile (square {square + 1}).", seat, "tile")
        if game.step() == "draft":
            game.draft_next()
        else:
            game.explore_next()

    def describe(self, game, action):
        return f"Take the {tile_name(action['tile'])} tile"


@MOVES.add
class PassTile(AomMove):
    kind = "pass_tile"

    def options(self, game, seat):
        return [act("pass_tile")]

    def apply(self, game, seat, action):
        game.emit(f"{game.seat_name(seat)} passes.", seat, "tile")
        if game.step() == "draft":
            game.draft_next()
        else:
            game.explore_next()

    def describe(self, game, action):
        return "Pass (take no tile)"

