"""Building Age of Mythology positions for the rule tests: a game past its draft with the cultures, cubes, tiles,
cards and units a test needs, set the way the rules would have left them (cubes come from the bank, tiles from
the pool, random cards from their deck), and scripted dice and tile draws."""
from __future__ import annotations

import random

from dawnofempires_gui.engine import Action, Rng, Seat, registry
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules_tables import NSQ, RES, TERRAIN, TILE_INDEX

NAMES = ("Andrew", "Bill", "Christine", "Dana", "Eve", "Femi")


def new_game(n: int = 3, seed: int = 1, **options):
    info = registry.get("aom")
    return info.new_game([Seat(NAMES[i]) for i in range(n)], info.checked_options(options), seed)


def table(cultures, seed: int = 1, start: int = 0, **options):
    """A game with these cultures (seat order), the draft over (everybody passed), the Starting Player set and
    the turn's victory cubes not yet placed. The bank, starting cubes and units are the rulebook's."""
    n = len(cultures)
    g = new_game(n, seed, **options)
    g.cult = list(cultures)
    for c in D.CULTURES:
        g.deck(c)[:] = list(D.DECKS[c].card_ids()) if c in g.cult else []
        g.rng.shuffle(g.deck(c))
    for s in range(n):
        g.units[s] = dict(D.starting_units(g.cult[s]))
    g.start = start
    for tile in g.face_up:
        g.pool_add(tile)
    g.face_up = []
    g.act = {}
    g.flow.clear()
    g.start_turn()
    return g


def set_cubes(g, seat: int, **wanted: int) -> None:
    """The seat holds exactly these cubes (others left as they are); the difference goes to or from the bank."""
    for r, k in wanted.items():
        i = RES.index(r)
        have = g.cubes[seat * 4 + i]
        g.bank[i] -= k - have
        g.cubes[seat * 4 + i] = k
        assert g.bank[i] >= 0, f"the bank has not enough {r}"


def zero_cubes(g, seat: int) -> None:
    set_cubes(g, seat, food=0, wood=0, gold=0, favor=0)


def put_tile(g, seat: int, tile: str, square: int | None = None, worker: str = "") -> int:
    """A tile from the pool onto the seat's board (the first free square of its terrain unless given)."""
    g.pool[TILE_INDEX[tile]] -= 1
    assert g.pool[TILE_INDEX[tile]] >= 0
    terrain = D.TILES[tile].terrain
    if square is None:
        square = g.free_square(seat, terrain)
    assert TERRAIN[g.cult[seat]][square] == terrain and not g.tile_at(seat, square)
    g.prod[seat * NSQ + square] = tile
    if worker:
        g.work[seat * NSQ + square] = worker
        if worker == "villager":
            g.bld[seat]["house"] = g.bld[seat].get("house", 0) + 1
    return square


def fill_terrain(g, seat: int, terrain: str) -> None:
    """Cover every square of a terrain on the seat's board with tiles of that terrain from the pool."""
    while g.free_square(seat, terrain) >= 0:
        put_tile(g, seat, next(t for t, tt in D.TILES.items() if tt.terrain == terrain and g.pool[TILE_INDEX[t]]))


def give_card(g, seat: int, card: str) -> None:
    """The card into the seat's hand: a permanent card from his permanent deck, a random one from his deck."""
    if D.CARDS[card].deck == "permanent":
        assert card not in g.perm_hand[seat]
        g.perm_hand[seat].append(card)
        return
    culture = g.cult[seat]
    pile = g.deck(culture) if card in g.deck(culture) else g.under(culture)
    pile.remove(card)
    g.hand_random(seat).append(card)


def build_now(g, seat: int, *buildings: str) -> None:
    """Buildings placed without paying (a House brings its villager)."""
    for b in buildings:
        g.add_building(seat, b)


def add_units(g, seat: int, **units: int) -> None:
    for u, k in units.items():
        g.add_units(seat, u, k)


def at_play(g, seat: int, *cards: str, round_: int = 1, others: bool = True):
    """Skip to the card play: the seat to play now in the given round, holding these cards; every other player
    with an empty hand is given the permanent Trade card (so that the round goes on). The victory cubes of the
    turn are taken as placed on The Wonder."""
    while g.step() == "place_vp":
        g.apply(g.to_move()[0], Action("place_vp", card="wonder"))
    for card in cards:
        give_card(g, seat, card)
    for s in range(g.n):
        if others and s != seat and not g.hand_count(s):
            give_card(g, s, "perm_trade")
    g.act = {}
    g.round = round_
    g.rpos = (seat - g.start) % g.n
    g.flow[:] = [("play", (seat,))]
    return g


def play(g, seat: int, card: str, use: str = "action"):
    return g.apply(seat, Action("play", card=card, use=use))


def do(g, seat: int, kind: str, **args):
    return g.apply(seat, Action(kind, **args))


def texts(events) -> str:
    return "\n".join(e.text for e in events)


class ScriptedRng(Rng):
    """Dice faces given in advance (randint returns them in order); anything else draws from a real generator."""

    __slots__ = ("faces",)

    def __init__(self, faces, seed: int = 7) -> None:
        super().__init__(seed)
        self.faces = list(faces)

    def randint(self, low: int, high: int) -> int:
        if self.faces and (low, high) == (1, 6):
            return self.faces.pop(0)
        return super().randint(low, high)

    def clone(self):
        other = ScriptedRng(self.faces, 0)
        other.state, other.draws = self.state, self.draws
        return other


def script_tiles(g, tiles) -> None:
    """The next tiles drawn from the pool are these, in order."""
    queue = list(tiles)

    def draw():
        tile = queue.pop(0)
        g.pool[TILE_INDEX[tile]] -= 1
        assert g.pool[TILE_INDEX[tile]] >= 0
        return tile

    g.draw_tile = draw


def random_play(g, steps: int, seed: int = 0):
    chooser = random.Random(seed)
    for _ in range(steps):
        if g.is_over():
            break
        seat = g.to_move()[0]
        g.apply(seat, chooser.choice(g.legal_actions(seat)))
    return g
