"""Age of Empires Board Game (1998 playtest rules): a square-grid war game of simultaneous phases (2, 4 or 6 players).

The rules model is `rules.AgeOfEmpires` (pure Python; chapters in setup.py, collection.py, command.py,
combat.py, missile.py, melee.py, hits.py, catapult.py, movement.py, build.py and produce_moves.py, winning.py,
scoring.py, words.py; the state in state.py, the per-type values and the board shapes in kinds.py; the data tables
in data.py). The board (board*.py, Qt) draws a view of it and sends the actions it lists. Below: what a board
needs, all readable from `view(seat)`.

THE BOARD
  game.board                kinds.Board, shared by every game of that player count:
    .width, .height         in squares (2 players 24x12, 4 players 24x24, 6 players 36x24)
    .grid                   engine SquareGrid; a square is an int, y * width + x (x from the left, y from the top);
                            grid.xy(sq), grid.cell(x, y), grid.neighbours[sq], grid.half_distance(a, b) (twice the
                            distance: a diagonal step counts 1.5)
    .sea[sq]                True for the outer ring of sea squares
    .coast[sq]              a land square next to the sea (where a Dock may stand)
    .start[seat]            the land squares of the seat's 12x12 start section; .section[sq] the seat whose it is
    .team[seat]             0 or 1 (allies share a team; with 2 players each seat is its own side)
  game.square_name(sq)      "(5, 7)", column and row counted from 1, as every message writes squares

PIECES  game.pieces: id -> {"id", "type", "owner", "square", "steps", "red", "black", "down", "at"}
  type                      a unit or building id of the data (kinds.KINDS[type]: name, F, d, A in halves, range
                            and min_range in halves, M in halves, targets, sea, villager, military, infantry...)
  steps                     F left (an F2 piece at 1 is "depleted"); red / black: hit markers on it now
  down                      face down: a building's foundation, or a unit in training (`at`: its building's id)
  game.at(sq)               the pieces in a square, oldest first (stacking is unlimited)
  game.piece_name(p)        "Bo's Axeman #17 at (5, 7)"; game.defence(p): the die an attacker rolls against it
  game.range_squares(id)    the squares a piece can attack into (its own square for hand-to-hand)

THE TURN
  game.turn                 1, 2, ... (0 while setting up); game.phase_name(): "Missile Attack phase" ...
  game.stage                the part of the sequence of play that runs next (turn.py lists them)
  game.top_step()           (step, seats): the decision pending; game.phase(): the status line
  game.order                this turn's Command-Control order; game.order_rolls[seat]: the die each rolled
  game.cc[seat]             the ids under the seat's Command-Control chit this turn ([]: none, it may build)
  game.rolls                this phase's attack rolls: (attacker ids, target id, die, need, roll, hit, colour)
  game.shooter              (seat, attacker ids, phase, waited) while a commanded attacker chooses a target;
                            game.aim: targets chosen so far for a catapult (step "more")
  game.lead                 the commanded units still moving (step "move"); game.reach(): square -> half squares
                            they can reach; game.moved[id]: half squares each unit used this phase. A move goes
                            along a shortest path (diagonal steps first); move_to again from where the leaders
                            stopped gives a path of the player's own, one leg at a time
  game.site                 the square chosen (step "found": where the foundation goes; step "pick": the square
                            whose units are being chosen); game.picking: units chosen under the chit so far
  game.commandable_squares(seat)  square -> the ids that may be commanded there (units and towers)
  game.targets_for(ids)     the enemy pieces an attacker (one id, or a pair) can attack now; game.attack_need(ids,
                            target) the A it hits with; game.reach_problem(ids, target) why not
  game.site_choices(seat), game.site_buildable(seat, sq), game.produce_choices(seat)   what may be built now
                            (they read the seat's purse: ask them for the seat at the screen only)

EACH PLAYER (lists by seat)
  game.civs                 civilization id (flavour only: data.CIVILIZATIONS[id].name) or ""
  game.ages                 "stone", "tool", "bronze" or "iron"; game.advancing: the Town Center id holding
                            the next Age face down, or -1
  game.upgrades_done        upgrade ids completed (data.UPGRADES); game.upgrading: {upgrade id: building id}
                            paid and face down
  game.purses               {"food", "wood", "gold", "stone"}: in a view, another team's purse holds HIDDEN;
                            game.resource_total(seat) is public (collected points and payments are open)
  game.collect_left         points still to take this Resource Collection phase; game.giving: None, () (an
                            ally and a resource to choose) or (ally, resource) while a gift is being made
  game.unit_count(seat), game.unit_limit(seat)   units (those in training too) and 4 x (Houses + Town Centers);
                            game.over_limit: units kept over the limit after a House or Town Center fell
  game.eliminated           True once the civilization is destroyed
  game.scores()             the sheet: Victory, then what still stands; game.winners, game.end_reason at the end;
                            game.evaluate(): the computer's guess at a position (by side)

STEPS AND ACTIONS (game.legal_actions(seat) lists them; each describes itself with game.describe(action))
  civilization  choose_civilization(civilization)          secret, all at once
  setup         place_town_center(square)                  secret, all at once
  resources     collect(resource, amount), transfer(), transfer_what(to, resource), transfer_amount(amount),
                transfer_cancel(), resources_done()        every player still collecting, in any order
  command       command(square), command_some(square), command_none()
  pick          pick(piece), picked(), pick_back()
  attack        attack(target), wait(), hold()             for game.shooter
  more          also(target), enough()
  move          move_to(square), stop()                    for game.lead
  site          found_at(square), build_done();  found     found(building), found_back()
  produce       train(building, unit), upgrade(upgrade, building), advance(building), produce_done()

Space takes the first of MAIN_ACTIONS that is legal (done, no chit, hold, enough, stop...). Options: team_game
("long"/"short", 4 and 6 players), civilizations ("choose"/"none"), turn_limit (hidden; 0 in every game players
start; INFO.random_play_options gives random play one).

Hidden information: only the purses (and the resource of a gift being chosen) are hidden from the other team;
fill_hidden() splits each hidden purse's public total at random over the four kinds.
"""
from dawnofempires_gui.engine.registry import GameInfo, OptionSpec

INFO = GameInfo(
    id="aoe",
    name="Age of Empires (1998 playtest rules)",
    player_counts=(2, 4, 6),
    length="2–4 hours",
    summary=(
        "Build a civilization from the Stone Age to the Iron Age on a grid of land and sea: collect resources, "
        "lay foundations with your villagers, train armies, upgrade them, and destroy every enemy unit and "
        "building. Four or six play as two teams of allies."
    ),
    model="dawnofempires_gui.games.aoe.rules:AgeOfEmpires",
    board="dawnofempires_gui.games.aoe.board:AoeBoard",
    options=(
        OptionSpec("team_game", "Team game", "long",
                   choices=(("long", "Long: destroy every opposing civilization"),
                            ("short", "Short: the first team to destroy one opposing civilization wins")),
                   help="The rules' two team games (VI.B Allied Victory).", applies_to=(4, 6)),
        OptionSpec("civilizations", "Civilizations", "choose",
                   choices=(("choose", "Each player chooses one (a name only: all play alike)"),
                            ("none", "Play without civilization names")),
                   help="The rules' civilization attributes were never published: every civilization plays the "
                        "same, and the name is colour only."),
        OptionSpec("turn_limit", "Stop after turn (0: never)", 0, kind="int", minimum=0, maximum=999, shown=False,
                   help="For tests and simulations: the rules have no turn limit."),
    ),
    rules_files=("rules/age-of-empires-playtest.txt", "rules/aoe.rules.md", "rules/aoe.data.md"),
    emblem=("mdi6.castle", "mdi6.sword-cross"),
    listed=True,
    order=5,
    designers="Board game rules by Jason Ehlers (playtest version 1.0, 20 September 1998), after Ensemble Studios' "
              "and Microsoft's computer game Age of Empires.",
    credit_source="the header of rules/age-of-empires-playtest.txt",
    # Random play never destroys a civilization: tests and simulations that play random games to their end pass
    # these options (a hidden stop after a turn, ending in a draw); games players start never have it.
    random_play_options={"turn_limit": 30},
)
