"""Rise of Empires — three eras of placing action discs, building cities and fighting over the world map
(2–5 players).

The rules model is pure Python (no Qt): rules.RiseOfEmpires, put together from one module per chapter of
the rulebook (rules.py lists them); the data are in data/ (read from resources/roe/*.toml; where every
value comes from, and the decisions taken where the text is silent, are in resources/roe/SOURCES.md).
Seats are 0..n-1 in table order. Ids: regions D.REGION_IDS ("nw_africa"...), rows D.ACTION_ROWS
("progress", "territory", "city", "empire", "trade"), progress/territory/city tiles and empire tiles
("e1".."e8") and trade boxes ("t1".."t9") by the ids of their TOML records; words.py names them all.

STATE (plain attributes; everything is public except the face-down stacks)
  turn, era, b_turn     game turn 1..6; era 1..3 (property); b_turn (property): the second turn of an era
  stage                 the phase running: "actions", "food", "income", "vp", "era_end", "order"
                        (New Tiles runs between turns; the game ends after "vp" of turn 6: over)
  order                 seats in turn order (order[0] acts first); prev_order: last turn's
  vp, food, gold        per seat; food 0..20; vp never below 0; vp_parts[seat]: the points by category
  discs                 per seat: resource discs (bank_discs: the bank's; 40 in all; gold is unlimited,
                        gold_issued is what the bank paid out, less what it was paid)
  pool, stock           per seat: cubes in the pool and in the general stock (30 per colour with the map)
  hand                  per seat: action discs off the action display (of the 6 action discs)
  cubes                 region -> [cubes per seat]
  display               row -> circles left to right: the seat whose disc is there, or -1
  progress, territories, cities   per seat: the tiles owned (ids; territories may repeat)
  used                  per seat: free-action tiles turned face down this game turn
  wonders               per seat: wonders built (scored at once; the tiles left the game)
  empires               per seat: empire tiles taken this game turn
  progress_up (8 boxes), territory_up (10), city_up (8): face-up tiles of this turn, None once taken
  progress_aside, territory_aside, city_aside: face-up tiles left from earlier turns (still available)
  progress_box, territory_box, city_box: tiles out of the game
  empire_track          8 boxes: empire tiles not yet taken this turn (None once taken)
  trade                 box -> the seat that used it this game turn (its discs lie on the box)
  progress_deck1..3, territory_deck, city_deck: the face-down stacks (visible to nobody: HIDDEN in a
                        view; their counts per box: face_down())
  The decision pending is the engine's flow: top_step() = (step, (seat,)). Steps and their moves:
    action   the seat's action turn. A turn: take_progress(tile), take_territory(tile), take_city(tile),
             take_empire(tile), trade(box) — each places a disc in its row first; idle_disc(row) only
             when no action can be performed. B turn: take_disc(row, circle). Both: the free actions.
    pay      B turn, paying for the discs to the left (to_pay left, paid: kinds used): pay(what, amount),
             what in gold, cubes, discs, food, vp (one kind at a time)
    b_act    B turn, the action of the row of the disc taken back (b_row): that row's move, or skip_action
    place    after take_empire (pl_tile; pl_regions: regions placed so far; pl_before: the seat's cubes
             before; pl_restarted): place(region, count) (one region at a time: a click on a region, then a
             number), restart_empire, reset_placement (back to before the placement), confirm_placement
    battle   after the placement (battles: [region, row] fought): battle(region, player, row), end_battles
    after    the action is done: free actions, end_turn
             free actions: remove_cubes(tile, region, player, count), add_cubes(tile, region, count),
             move_cubes(tile, source, target, count), exchange(tile), recruit(tile, count)
    feed     Food phase: feed_cities, discard_city(tile)
    upkeep   Income phase: pay_upkeep(tile), discard_city(tile)
    keep     end of an era (kept: tiles kept): keep_tile(tile), done_keeping
    order    turn order (new_order: spaces taken, order_queue: who chooses when): choose_place(space)
  pay, b_act, place and order are auto steps: when they leave a single choice (one way to pay, nothing to
  do in the row, no cube to place, the last space), the engine takes it and the record keeps nothing.
  active: the seat whose action turn it is; acted: its regular action is done; free-action tiles may be
  used before it ("action") and after it ("after").

QUERIES FOR THE BOARD
  circles(row), next_circle(row) (A turn: where a disc goes), removal_cost(seat, row, circle) (B turn)
  standing(region) -> (controllers, second places); region_vp(region) -> points per seat;
  region_income(region, kind) -> per seat
  placeable(seat) (regions open to the next placement), place_problem(seat, region) (why not, in words),
  region_limit(seat), has_water(seat), empire_side(tile) (number, water, battle rows this era)
  battle_choices(seat), battle_losses(attacker, defender, row), battle_rows()
  progress_offer(), progress_cost(tile), territory_offer(), city_offer(), city_cost(seat, tile),
  trade_open(), trade_reward(seat, box)
  usable_free_tiles(seat), ready(seat, tile), free_problem(seat, tile, effect)
  food_change(seat), income_due(seat, kind), vp_due(seat): what the next phases would give now;
  food_ahead(seat): the points hunger would cost (and the gold food over the top gives) to the end
  keep_cost(seat, tile), keep_choices(seat), upkeep_choices(seat), choosing_order(), tokens(seat)
  face_down() -> {"progress": [per box], "territory": [...], "city": [...]}
  phase(), step_words() (the phase without the era and turn), describe(action),
  problem(seat, action) (the rulebook's reason a click is refused)
  scores(): categories Regions, Cities, Wonders, Towns, Progress, Trade, Hunger, Paid for discs,
  Gold left, Resource discs left (running while the game goes on)
  evaluate(): for the computer's search (scoring.py): the points now plus what the position would
  score if it stood to the end (less what its food would miss), as a margin over the best other seat
  squashed to 0..1.
  invariant_problems() (checks.py): nothing negative, every piece and tile conserved.
  words.py: progress_name, territory_name, city_name, tile_name, region_name, empire_words, trade_words,
  ROW_NAMES, STEP_WORDS; data: D.REGIONS (names, era, standard, income, polygons), D.ARROWS, D.WATERS,
  D.LANDS, D.BOARD (the map's drawing), D.PROGRESS_BY_ID (text, free, red), D.CITY_BY_ID, D.TERRITORY_BY_ID,
  D.EMPIRE_BY_ID (both sides), D.TRADE_BY_ID.
"""
from dawnofempires_gui.engine.registry import GameInfo

INFO = GameInfo(
    id="roe",
    name="Rise of Empires",
    player_counts=(2, 3, 4, 5),
    length="2–3 hours",
    summary=("Three eras of two turns: place your action discs to take progress, territory and city tiles, "
             "spread your empire over the world map and fight for its regions, trade resource discs for gold "
             "and points; in each B turn take the discs back, paying for those placed after yours."),
    model="dawnofempires_gui.games.roe.rules:RiseOfEmpires",
    board="dawnofempires_gui.games.roe.board:RoeBoard",
    rules_files=("rules/rise-of-empires.txt", "rules/roe.rules.md", "rules/roe.data.md"),
    emblem=("fa6s.earth-europe", "fa6s.landmark"),
    order=4,
    designers="Designed by Martin Wallace; published by Phalanx Games and Mayfair Games (2009).",
    credit_source="public reviews of the game (the rules text names neither)",
    listed=True,
)
