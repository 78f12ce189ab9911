"""Age of Mythology: The Boardgame (2 to 6 players): Greeks, Egyptians and Norse explore, gather, build, recruit,
trade, advance through the Ages and fight, for the victory cubes on four victory cards.

The rules model is rules.AgeOfMythology (pure Python; the chapters are rules_*.py, listed in rules.py); the data
(resources/aom/*.toml) is read by data.py. The board (board*.py, Qt) draws what follows from view(seat).

STATE (plain attributes; "per seat" lists are indexed by seat, seats clockwise in table order)
  n                 number of seats; teams: the two-team start (4 players: two cultures, two players each)
  cult[s]           "greek", "egyptian" or "norse"; age[s] 0..3 (rules_tables.AGES; words: age_name)
  cubes             flat list, cubes[s*4 + i] of resource rules_tables.RES[i] (food, wood, gold, favor);
                    purse(s) as a dict, total_cubes(s)
  bank              the bank's resource cubes, by RES (bank_purse()); vp_bank: red cubes left in the bank
  vp[s]             victory cubes in each Holding Area
  vp_cards          cubes on the four victory cards, by rules_tables.VICTORY (largest_army, most_buildings,
                    wonder, last_battle)
  prod, work        flat lists, [s*16 + square], squares 0..15 of the 4x4 Production Area read row by row:
                    the tile there ("" or a tile kind "fertile_food_2"; tile_name()) and who works it ("",
                    "villager", or a unit id such as "dwarf"); terrain(s, q) or rules_tables.TERRAIN[culture][q]
  villagers[s]      villagers waiting in the Holding Area (villager_count(s): all of them, = Houses)
  units[s]          {unit id: count} in the Holding Area (units working tiles are in `work`; units in a
                    battle are in battle["units"])
  bld[s]            {building id: count} in the City Area (16 squares; a House may count up to 10)
  pool              the unowned tiles face down: counts by rules_tables.TILE_KINDS (pool_size())
  face_up           the tiles turned face up by the draft or an Explore, waiting to be taken
  Cards (zones; in a view another seat's secret items are HIDDEN, their number shown):
    deck_<culture>      the face-down random deck (top last): HIDDEN for everyone
    under_<culture>     played and discarded random cards face up under it (public)
    hand_<culture>[s]   the random cards in a hand: seen only by its seat (hand_random(s))
    perm_hand[s]        the permanent cards in a hand, chosen openly (public)
    played[s]           cards played or passed this turn, face up (a random one is already in under_<culture>)
    hand(s) = perm_hand + random cards; hand_count(s), hand_limit(s) (4/5/6/7 by Age), hand_room(s)
  army[s]           a battle's secret unit choice while it is being made: one slot per unit allowed, "" for
                    none; HIDDEN to every other seat (picks_open(s): what the seat may still add)
  picks[s]          the engine's secret picks of a commit step (the battle card of a round, its tactic)
  start             the Starting Player; turn (1, 2, ...; 0 during the draft); round 1..3 (4+: the extra
                    actions of Thoth and Odin), rpos: place of the player to play in the round; extra[s]
  cur               the card being played: {"seat", "card", "power": bool, "action": bool} ({} between cards)
  act               the step in progress: {"kind": "draft"|"explore", "order": seats, "i": place} (who takes a
                    tile), {"kind": "gather", "mode": terrain|resource|"all", "moved": squares}, {"kind":
                    "build", "left", "quarry", "nephthys"}, {"kind": "recruit", "left", "bast"}, {"kind": "trade",
                    "cost", "given", "taken", "bought"}, {"kind": "place_vp", "placers", "i"}, {"kind": "spoils",
                    "left"}, {"kind": "hand"|"keep", "i"}
  battle            {} or the battle in progress: att, def (seats; side 0 = attacker), area ("city",
                    "production", "holding"), power (the card's god power id used, or ""), sizes (units
                    allowed per side, 0 = no limit), units [side] {unit: count} in the battle, grow [side]
                    {unit: extra dice won} (the Hydra), round, pick (the cards shown this round), fighter (who
                    actually fights: the Wadjet may stand in), tactic ("fight", "berserk", "throw", "stand_in"),
                    history: one dict per encounter {"round", "cards", "fighters", "tactics", "dice": (n0, n1),
                    "rolls": ((faces0, faces1), ... re-rolls), "winner": side, "tie": bool, "thrown": bool},
                    winner (-1 until it ends)
  last_battle       the battle that ended last, as it ended (its history for replaying it on the board)
  last_winner       the seat that won the last battle (-1); wonder_by (-1); over; final {card: (seat, cubes)}
  opening           the setup in words (cultures drawn, the Starting Player's roll, the draft's tiles)

QUERIES FOR THE BOARD (no state change)
  step(), phase(), to_move(), legal_actions(seat), describe(action), scores(), score_parts(seat), awards()
  tiles_of(s), tile_at(s, q), free_square(s, terrain), production(s, mode)   what a Gather of mode would give
  buildings(s), has(s, b), army_size(s), owned(s, unit), pieces_left(s, unit), fighters(s), hero_now(s)
  neighbours(s), may_attack(s, t), order_from(s), spoilage_keep(s), cards_left(culture), seat_summary(s)
  During a battle round: dice(side) -> (dice, [where they come from]), tactics(side), defence_negated()
  Words: rules_words (tile_name, unit_name, card_name, building_name, res_name, victory_name, age_name,
  culture_name, AREA_WORDS, STEP_WORDS)

evaluate() (for the computer's cut-off search): each seat's victory points if the game ended now (the cubes held
and the victory cards it would take), plus 0.6 per Age, 0.15 per unit, 0.2 per building, 0.1 per production
tile and 0.04 per resource cube, as its margin over the best other seat squashed to 0..1.
"""
from dawnofempires_gui.engine.registry import GameInfo, OptionSpec

INFO = GameInfo(
    id="aom",
    name="Age of Mythology: The Boardgame",
    player_counts=(2, 3, 4, 5, 6),
    length="2–3 hours",
    summary=("Greeks, Egyptians and Norse explore, gather, build, recruit mortals, heroes and myth creatures, "
             "call on their gods and fight for victory cubes, until the Wonder stands or the last cube is placed."),
    model="dawnofempires_gui.games.aom.rules:AgeOfMythology",
    board="dawnofempires_gui.games.aom.board:AomBoard",
    options=(
        OptionSpec(
            "start", "Cultures", "draw",
            choices=(("draw", "Drawn at random"), ("teams", "Two cultures, two players each")),
            help="Drawn: each player draws a culture's cube unseen; players of one culture never sit side by side. "
                 "Two cultures: the rulebook's alternate four-player start, two players of each of two cultures.",
            applies_to=(4,),
        ),
    ),
    rules_files=("rules/age-of-mythology.txt", "rules/aom.rules.md", "rules/aom.data.md"),
    emblem=("fa6s.bolt", "fa6s.landmark"),
    order=3,
    designers="Designed and created by Glenn Drover; published by Eagle Games (2003), after the computer game by "
              "Microsoft and Ensemble Studios.",
    credit_source="the rules text's title page and credits page",
    listed=True,
)
