"""The computer's judgement (evaluation.py) and plan (plan.py, policy.py) where games used to stall short of a
winner: each judgement test builds two positions that differ in one thing only and checks that the computer
prefers the one a player would; each plan test, a position where the old plan stood still for ever."""
from dawnofempires_gui.engine import Action, Rng

from .helpers import empty_board, goes_on, put, square
from .test_ai import two_bases


def _margins(build, *variants):
    """Seat 0's margin in each variant of one position (build(game, variant) sets it up)."""
    out = []
    for variant in variants:
        game = two_bases()
        build(game, variant)
        out.append(game.margin())
    return out


# --- the judgement -----------------------------------------------------------------------------------------
def test_two_bowmen_standing_together_are_judged_better_than_apart():
    """A Bowman has A½: a lone one has no attack at all, two in one square attack with A1 (the one apart stands
    a little nearer the enemy, and the old judgement counted half an attack for each Bowman wherever it stood)."""
    def bowmen(game, together):
        put(game, "house", 1, 15, 5)
        put(game, "bowman", 0, 14, 5)
        put(game, "bowman", 0, *((14, 5) if together else (15, 4)))
    together, apart = _margins(bowmen, True, False)
    assert together > apart


def test_bowmen_in_range_of_villagers_are_judged_better_than_in_their_square_before_they_flee():
    """In the Movement phase, military units come into the villagers' square make them flee at once; from
    two squares off, the Bowmen shoot at them in the next Missile phase."""
    def hunters(game, x):
        game.stage = "move_auto"
        put(game, "villager", 1, 15, 5)
        for _ in range(4):
            put(game, "bowman", 0, x, 5)
    in_range, in_their_square = _margins(hunters, 13, 15)
    assert in_range > in_their_square


# --- the plan ------------------------------------------------------------------------------------------------
def _enemies_at(game, seat):
    found = {}
    for p in game.enemy_pieces(seat):
        found.setdefault(p["square"], []).append(p)
    return found


def test_a_square_where_a_lone_bowman_stands_still_needs_the_army():
    """Two lone Bowmen of two players in one square never hurt each other: the square is not taken care of."""
    game = empty_board(2)
    put(game, "bowman", 0, 14, 5)
    enemy = put(game, "bowman", 1, 14, 5)
    army = [put(game, "axeman", 0, 10, 5)["id"] for _ in range(4)]
    assert enemy["square"] not in game.covered_squares(0, _enemies_at(game, 0))
    assert game.army_goal(0, army, _enemies_at(game, 0), game.covered_squares(0, _enemies_at(game, 0))) \
        == enemy["square"]


def test_an_army_standing_with_idle_villagers_marches():
    """The villagers with nothing to lay stood in the army's square, and the army waited for them for ever."""
    game = two_bases()
    put(game, "barracks", 0, 6, 5)
    put(game, "archery_range", 0, 6, 5)
    game.purses[0] = {"food": 0, "wood": 0, "gold": 0, "stone": 0}
    for p in [p for p in game.pieces.values() if p["owner"] == 0 and p["type"] == "villager"]:
        p["square"] = square(game, 9, 5)
    for _ in range(6):
        put(game, "axeman", 0, 9, 5)
    assert game.plan_command(0) == (square(game, 9, 5), False)


def test_villagers_hunt_the_last_enemy_villagers():
    """With no enemy Town Center and no enemy army, only villagers are left to catch; they flee from military
    units, not from villagers, so the seat's own villagers go for them."""
    game = empty_board(2)
    put(game, "town_center", 0, 3, 5)
    mine = [put(game, "villager", 0, 3, 5) for _ in range(3)]
    theirs = put(game, "villager", 1, 12, 5)
    game.purses[0] = {"food": 0, "wood": 0, "gold": 0, "stone": 0}
    assert game.hunt_goal(0) == theirs["square"]
    assert game.plan_command(0) == (mine[0]["square"], True)
    put(game, "axeman", 1, 20, 5)
    assert game.hunt_goal(0) == -1  # an enemy army would kill them


def test_bowmen_stop_in_range_of_villagers_rather_than_in_their_square():
    game = empty_board(2)
    villager = put(game, "villager", 1, 13, 5)  # within reach of the Bowmen (M4)
    ids = [put(game, "bowman", 0, 10, 5)["id"] for _ in range(4)]
    game.cc[0] = ids
    game.lead = ids
    game.push_step("move", (0,))
    choice = game.playout_choice(0, game.legal_actions(0), Rng(1))
    assert choice.kind == "move_to" and choice != Action("move_to", square=villager["square"])
    assert 0 < game.board.grid.half_distance(choice["square"], villager["square"]) <= 4


# --- games that dragged on after both Town Centers fell, and slow hunts of the last villagers ------------------
def test_a_seat_whose_town_center_is_hit_keeps_the_wood_for_a_new_one():
    """Without a Town Center a player collects nothing: both sides' armies destroyed each other's and the game
    went on for dozens of turns, neither side able to pay for a new one (200 wood) or for another unit."""
    game = two_bases()
    center = next(p for p in game.pieces.values() if p["owner"] == 0 and p["type"] == "town_center")
    center["steps"] = 1  # hit once: one more hit and it is gone
    archery_range = put(game, "archery_range", 0, 6, 5)
    game.purses[0] = {"food": 100, "wood": 200, "gold": 0, "stone": 0}
    game.flow, game.stage = [], "build"
    game.push_step("produce", (0,))
    legal = game.legal_actions(0)
    assert Action("train", building=archery_range["id"], unit="bowman") in legal
    assert game.playout_choice(0, legal, Rng(1)) == Action("produce_done")  # a Bowman takes 20 of the wood
    assert game.plan_reserve(0) == {"wood": 200}
    center["steps"] = 2
    assert game.plan_reserve(0) == {}  # unhurt, it needs no spare
    del game.pieces[center["id"]]
    assert game.plan_buildings(0)[0] == "town_center"
    assert game.plan_can_lay(0, "town_center") and not game.plan_can_lay(0, "house")


def test_the_wood_kept_for_a_new_town_center_is_collected_first():
    game = two_bases()
    center = next(p for p in game.pieces.values() if p["owner"] == 0 and p["type"] == "town_center")
    center["steps"] = 1
    game.purses[0] = {"food": 0, "wood": 50, "gold": 0, "stone": 0}
    assert game.plan_resource(0) == ("wood", 150)


def test_a_seat_with_only_enemy_villagers_to_catch_trains_no_hand_to_hand_units():
    """Villagers flee from hand-to-hand units in their square: Axemen never catch them, only missiles do."""
    game = two_bases()
    del game.pieces[next(p["id"] for p in game.pieces.values() if p["owner"] == 1 and p["type"] == "town_center")]
    game.upgrades_done[0] = ["clubman_to_axeman"]
    assert game.plan_unit(0, "barracks") == ""
    assert game.plan_unit(0, "archery_range") == "bowman"
    put(game, "house", 1, 20, 5)
    assert game.plan_unit(0, "barracks") == "axeman"  # a house does not run


def test_bowmen_with_only_villagers_in_reach_follow_them():
    """Shot at, villagers flee out of reach: left to the programmed fire, the Bowmen shot every other turn."""
    game = empty_board(2)
    bowmen = [put(game, "bowman", 0, 10, 5) for _ in range(4)]
    put(game, "villager", 1, 12, 5)
    put(game, "house", 1, 20, 5)
    assert game.plan_command(0) == (bowmen[0]["square"], False)


def test_bowmen_that_shot_at_villagers_close_in_next_to_them():
    """From the square next to them the villagers flee only until no square next to them is held: most often
    still in reach. The Bowmen stood still two squares off, and the villagers fled out of reach."""
    game = empty_board(2)
    villager = put(game, "villager", 1, 12, 5)
    ids = [put(game, "bowman", 0, 10, 5)["id"] for _ in range(4)]
    game.cc[0] = ids
    game.lead = ids
    game.push_step("move", (0,))
    choice = game.playout_choice(0, game.legal_actions(0), Rng(1))
    assert choice.kind == "move_to" and game.board.grid.half_distance(choice["square"], villager["square"]) == 2


def test_a_new_town_center_laid_is_judged_better_than_its_wood_kept():
    """The search kept the 200 wood and trained Axemen instead: a foundation counted at half its cost (its F1 read
    as damage) and without the income it brings back next turn."""
    def rebuild(game, laid):
        center = next(p for p in game.pieces.values() if p["owner"] == 0 and p["type"] == "town_center")
        del game.pieces[center["id"]]
        game.purses[0] = {"food": 0, "wood": 0 if laid else 200, "gold": 0, "stone": 0}
        if laid:
            put(game, "town_center", 0, 3, 5, down=True)
    laid, kept = _margins(rebuild, True, False)
    assert laid > kept


def test_bowmen_that_shot_at_a_villager_on_the_coast_keep_it_in_reach():
    """Next to the villager they had shot at, on the last row of land, the Bowmen saw it flee two squares along
    the coast, out of reach; they followed and it fled back: one shot every other turn for twenty turns."""
    game = empty_board(2)
    villager = put(game, "villager", 1, 4, 10)
    ids = [put(game, "bowman", 0, 4, 9)["id"] for _ in range(4)]
    game.cc[0] = ids
    game.fired_on[villager["id"]] = tuple(ids[:2])
    game.stage, game.queue = "move", [0]
    goes_on(game)
    while game.top_step()[0] == "move":
        game.apply(0, game.playout_choice(0, game.legal_actions(0), Rng(1)))
    assert villager["square"] != square(game, 4, 10)  # it fled, as shot at
    assert game.board.grid.half_distance(game.pieces[ids[0]]["square"], villager["square"]) <= 4
