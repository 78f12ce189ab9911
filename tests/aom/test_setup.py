"""Setting up: what each player sees on his board and in the bank before the first turn, and the tile draft."""
from collections import Counter

import pytest

from dawnofempires_gui.engine import Action, IllegalAction
from dawnofempires_gui.games.aom import INFO
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules import AgeOfMythology
from dawnofempires_gui.games.aom.rules_tables import AGES, NSQ, TERRAIN, TILE_KINDS

from .helpers import add_units, at_play, do, new_game, play, set_cubes, table


@pytest.mark.rule("aom.intro.ages.1")
def test_every_player_starts_in_the_archaic_age_of_four():
    g = new_game(4, 3)
    assert AGES == ("archaic", "classical", "heroic", "mythic")
    assert g.age == [0, 0, 0, 0]
    assert g.seat_summary(0).endswith("Archaic Age")


@pytest.mark.rule("aom.players.count.1")
def test_two_to_six_players_and_a_second_tile_sheet_from_five():
    assert INFO.player_counts == (2, 3, 4, 5, 6)
    assert D.DATA.players["min"] == 2 and D.DATA.players["box_max"] == 4 and D.DATA.players["max"] == 8
    four, five = new_game(4, 1), new_game(5, 1)
    assert four.pool_size() + len(four.face_up) == 90
    assert five.pool_size() + len(five.face_up) == 180
    with pytest.raises(ValueError):
        AgeOfMythology(["a"] * 7, {}, 1)


@pytest.mark.rule("aom.setup.culture.2")
def test_three_players_or_fewer_each_draw_a_different_culture():
    seen = Counter()
    for seed in range(60):
        for n in (2, 3):
            g = new_game(n, seed)
            assert len(set(g.cult)) == n
            seen.update((s, c) for s, c in enumerate(g.cult))
    assert all(seen[(s, c)] for s in range(3) for c in D.CULTURES)  # any seat may draw any culture
    assert "Cultures:" in new_game(3, 5)._events[0].text


@pytest.mark.rule("aom.setup.culture.3", "aom.setup.culture.4")
@pytest.mark.parametrize("n", [4, 5, 6])
def test_with_four_or_more_the_draw_repeats_and_one_culture_never_sits_side_by_side(n):
    for seed in range(40):
        g = new_game(n, seed)
        counts = Counter(g.cult)
        assert set(counts) == set(D.CULTURES) and max(counts.values()) - min(counts.values()) <= 1
        for s in range(n):
            assert g.cult[s] != g.cult[(s + 1) % n]


@pytest.mark.rule("aom.setup.culture.4")
def test_players_of_one_culture_never_attack_each_other():
    g = table(["greek", "norse", "greek", "egyptian"])
    assert not g.may_attack(0, 2) and 2 not in g.neighbours(0)
    g.cult = ["greek", "greek", "norse", "egyptian"]  # even if they did sit side by side
    at_play(g, 0, "perm_attack")
    play(g, 0, "perm_attack")
    targets = {a["target"] for a in g.legal_actions(0)}
    assert targets == {3}
    with pytest.raises(IllegalAction, match="one culture never attack"):
        do(g, 0, "attack", target=1, area="city")


@pytest.mark.rule("aom.setup.culture.5")
def test_the_two_team_start_draws_two_cultures_twice_and_alternates_them():
    for seed in range(20):
        g = new_game(4, seed, start="teams")
        assert len(set(g.cult)) == 2 and g.cult[0] == g.cult[2] and g.cult[1] == g.cult[3]
        assert g.same_team(0, 2) and not g.same_team(0, 1)
    assert new_game(3, 1, start="teams").teams is False  # a four-player start only


@pytest.mark.rule("aom.setup.start.1")
def test_the_highest_roll_of_two_dice_starts_and_ties_roll_again():
    starts = Counter()
    for seed in range(40):
        g = new_game(4, seed)
        rolls = [e.text for e in g._events if e.text.startswith("Rolls for the Starting Player")]
        last = dict((name, int(v)) for name, v in (part.rsplit(" ", 1) for part in
                    rolls[-1].split(": ", 1)[1].rstrip(".").replace(" and ", ", ").split(", ")))
        best = max(last.values())
        assert list(last.values()).count(best) == 1
        assert g.seat_name(g.start) == max(last, key=last.get)
        assert all(2 <= v <= 12 for v in last.values())
        if len(rolls) > 1:  # a tie re-rolls among the tied players only
            assert len(last) < 4
        starts[g.start] += 1
    assert len(starts) == 4


@pytest.mark.rule("aom.setup.receive.1", "aom.comp.board.1")
def test_each_player_has_his_culture_board_seven_permanent_cards_and_his_culture_random_deck():
    g = table(["greek", "egyptian", "norse"])
    for s in range(3):
        assert TERRAIN[g.cult[s]] == tuple(t for row in D.BOARDS[g.cult[s]].production for t in row)
    while g.step() == "place_vp":
        do(g, g.to_move()[0], "place_vp", card="wonder")
    seat = g.to_move()[0]
    assert {a["card"] for a in g.legal_actions(seat) if a.kind == "take_card"} == set(D.PERMANENT_CARDS)
    do(g, seat, "draw_cards", count=4)
    assert all(D.CARDS[c].culture in (None, g.cult[seat]) for c in g.hand_random(seat))


@pytest.mark.rule("aom.setup.receive.2")
def test_players_of_one_culture_share_its_random_deck_from_four_players():
    g = table(["greek", "norse", "greek", "egyptian"])
    assert g.pool_contents("greek") == list(D.DECKS["greek"].card_ids())  # one deck for both Greeks
    assert len(g.deck("greek")) == D.DECKS["greek"].size
    three = table(["greek", "norse", "egyptian"])
    assert all(len(three.deck(c)) == D.DECKS[c].size for c in D.CULTURES)


@pytest.mark.rule("aom.setup.pieces.1", "aom.setup.pieces.2")
def test_pieces_both_shades_up_to_three_players_one_from_four_and_recruiting_stops_at_the_pieces():
    assert D.piece_pool("greek", 3)["minotaur"] == 2 * D.piece_pool("greek", 4)["minotaur"] == 8
    g = table(["greek", "norse", "egyptian", "norse"])
    add_units(g, 0, minotaur=D.piece_pool("greek", 4)["minotaur"])
    set_cubes(g, 0, food=5, wood=5)
    at_play(g, 0, "perm_recruit")
    play(g, 0, "perm_recruit")
    assert "minotaur" not in {a.get("unit") for a in g.legal_actions(0)}
    with pytest.raises(IllegalAction, match="No unused Minotaur piece"):
        do(g, 0, "recruit", unit="minotaur")


@pytest.mark.rule("aom.setup.bank.1", "aom.setup.bank.2", "aom.setup.bank.3", "aom.setup.bank.5",
                  "aom.setup.bank.9", "aom.setup.resources.1", "aom.setup.bank.8")
@pytest.mark.parametrize("n, cubes", [(2, 20), (3, 25), (4, 30), (5, 40), (6, 50)])
def test_the_bank_by_player_count_less_four_of_each_to_every_player(n, cubes):
    g = new_game(n, 2)
    assert g.bank == [cubes - 4 * n] * 4
    assert all(g.purse(s) == {"food": 4, "wood": 4, "gold": 4, "favor": 4} for s in range(n))
    assert g.vp_bank == 30 and g.vp == [0] * n
    assert g.invariant_problems() == []


@pytest.mark.rule("aom.setup.units.1", "aom.setup.units.3")
def test_two_of_each_mortal_unit_and_no_building_or_villager_at_the_start():
    g = new_game(3, 4)
    for s in range(3):
        assert g.units[s] == {u: 2 for u in D.MORTALS[g.cult[s]]}
        assert g.bld[s] == {} and g.villager_count(s) == 0


@pytest.mark.rule("aom.setup.draft.1")
@pytest.mark.parametrize("n", [2, 3, 6])
def test_six_tiles_per_player_turned_face_up_from_the_shuffled_pool(n):
    g = new_game(n, 9)
    assert len(g.face_up) == 6 * n and g.step() == "draft"
    assert g.pool_size() == len(D.tiles_in_game(n)) - 6 * n
    assert set(g.face_up) <= set(TILE_KINDS)
    assert g.to_move() == [g.start]


@pytest.mark.rule("aom.setup.draft.2", "aom.setup.draft.3", "aom.setup.draft.4", "aom.setup.draft.5",
                  "aom.tile.terrain.2")
def test_the_draft_goes_clockwise_then_back_six_chances_each_and_the_rest_returns():
    g = new_game(3, 11)
    order = []
    while g.step() == "draft":
        seat = g.to_move()[0]
        order.append(seat)
        if len(order) % 2:
            tile = g.legal_actions(seat)[0]
            assert tile.kind == "take_tile"
            g.apply(seat, tile)
        else:
            do(g, seat, "pass_tile")
    s0 = g.start
    cw = [s0, (s0 + 1) % 3, (s0 + 2) % 3]
    assert order == (cw + cw[::-1]) * 3  # nobody ran out of squares for 18 tiles
    assert Counter(order) == {0: 6, 1: 6, 2: 6}
    placed = sum(1 for t in g.prod if t)
    assert placed == 9 and g.face_up == [] and g.pool_size() == 90 - 9
    for s in range(3):
        for q, tile in g.tiles_of(s):
            assert D.TILES[tile].terrain == TERRAIN[g.cult[s]][q]
    assert g.step() == "place_vp"


@pytest.mark.rule("aom.setup.draft.2", "aom.tile.terrain.3")
def test_a_player_without_a_free_matching_square_cannot_take_that_tile():
    g = new_game(2, 5)
    seat = g.to_move()[0]
    culture = g.cult[seat]
    takeable = {a["tile"] for a in g.legal_actions(seat) if a.kind == "take_tile"}
    for tile in set(g.face_up):
        has_square = D.TILES[tile].terrain in TERRAIN[culture]
        assert (tile in takeable) == has_square
    missing = [t for t in g.face_up if D.TILES[t].terrain not in TERRAIN[culture]]
    if missing:
        with pytest.raises(IllegalAction, match="empty"):
            g.apply(seat, Action("take_tile", tile=missing[0]))


def test_every_production_square_holds_one_tile_at_most():
    g = new_game(2, 8)
    while g.step() == "draft":
        seat = g.to_move()[0]
        g.apply(seat, g.legal_actions(seat)[0])
    for s in range(2):
        assert len(g.tiles_of(s)) <= NSQ


def test_the_state_check_sees_a_tile_made_or_lost_and_a_pool_below_zero():
    """What the random games check after every action (check_invariants) must see a broken state."""
    g = table(["greek", "norse", "egyptian"])
    assert g.check_invariants() == []
    g.pool[0] -= 1
    assert any("tiles made or lost" in p for p in g.check_invariants())
    g.pool[0] += 1
    g.pool[0], g.pool[1] = g.pool[0] + g.pool[1] + 1, -1  # as many tiles, one pool below zero
    assert any("tiles made or lost" in p for p in g.check_invariants())
