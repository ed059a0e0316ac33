"""The 31-point game's rulebook: every `31-*` rule with a statement, a status and verbatim quotes from 002.

Status: "stated" (002 says it), "interpreted" (002 is silent, vague or cut off; the contract fixes a
reading, given under `interpretation`), "conflict" (two passages of 002 disagree; every passage is
quoted and the ruling is given under `conflicts`). Pure data; quotes are checked by sources.py.
"""

from __future__ import annotations

from ..core.house import HouseRule
from ..core.rules import Citation as Citation
from ..core.rules import Rule as RuleOf
from .rule_ids import RuleId

SEED = "002_e29d0226e9dc1843.txt"
LANG = {SEED: "English"}
STATED, INTERPRETED, CONFLICT, AGREED = "stated", "interpreted", "conflict", "table agreement"
STATUSES = (STATED, INTERPRETED, CONFLICT, AGREED)
TOPICS = ("players and lives", "dealing", "turns", "calling", "stock", "scoring", "showdown and lives", "variants",
          "house rules")


Rule = RuleOf[RuleId]
"""A rule of the 31-point game (the shared model, typed by `RuleId`)."""


def _c(section: str, quote: str) -> Citation:
    """A citation of 002."""
    return Citation(SEED, section, quote)


INTRO, SETUP, PLAY, WIN, FINE = "introduction", "Setting up", "How to play", "Winning and scoring", "The fine points"
BLITZ, FOUR, POT, JOKERS = ("Variations: Blitz (31)", "Variations: Four-Card Stop the Bus",
                            "Variations: Unlimited Lives", "Variations: Jokers Wild")
FAQ = "Stop the Bus: frequently asked questions"

Q_SWAP = _c(f"{PLAY} 1", "On your turn you must do exactly one of three things: swap one card from your hand for one "
            "card from the face-up pool; swap all three of your cards for all three cards in the pool; or knock on "
            "the table to pass without swapping anything.")
Q_REFILL = _c(f"{PLAY} 2", "After you act, replace any card taken from the pool by turning up the top card from the "
              "stock so the pool always contains three face-up cards.")
Q_RECYCLE = _c(f"{PLAY} 4", "If the stock runs out before anyone calls, shuffle the discarded pool cards to form a new "
               "stock and turn up three fresh pool cards.")
Q_EXHAUSTED = _c(FINE, "If the stock is exhausted mid-round and there are not enough cards to replenish the pool to "
                 "three, deal out however many remain face up and continue; if no cards remain at all, proceed to the "
                 "showdown immediately.")
Q_STOP = _c(f"{PLAY} 5", "To end the round, any player may call 'Stop the Bus' on their turn instead of taking a "
            "normal action. This immediately ends the round. All other players get one final turn each (in clockwise "
            "order) before hands are revealed. The player who called does not get an extra turn.")
Q_KNOCK = _c(f"{PLAY} 6", "Important: once one player has knocked (passed without swapping), every other player gets "
             "exactly one more turn and then hands are shown immediately, without anyone needing to call 'Stop the "
             "Bus'.")
Q_SOFTER = _c(f"{PLAY} 6", "A knock is a softer signal; calling 'Stop the Bus' ends play outright after one final "
              "circuit.")
Q_SCORE = _c(f"{PLAY} 7", "Score it by adding up the cards in the single best-represented suit in your hand. If you "
             "hold three cards of the same suit, add all three. If not, add the two cards that share a suit and "
             "ignore the third.")
Q_LOWEST = _c(f"{PLAY} 8", "The player with the lowest score loses one life. If two or more players tie for lowest, "
              "each of them loses a life.")
Q_31 = _c(f"{PLAY} 9", "Special case: a hand of exactly 31 in one suit (Ace plus any two ten-value cards of the same "
          "suit) is an instant win. That player wins the round outright and the player with the next-lowest score "
          "loses a life instead.")
Q_ELIM = _c(f"{PLAY} 10", "A player who loses all their lives is eliminated. The last player with at least one life "
            "remaining wins the game.")
Q_VALUES = _c(WIN, "Card values are: Ace 11, King 10, Queen 10, Jack 10, and all number cards at face value.")
Q_MIXED = _c(WIN, "Only cards sharing one suit count together, so a mixed hand of, say, King of Hearts, Seven of Clubs "
             "and Four of Clubs scores 11 (the 7 and 4 of Clubs), not 21.")
Q_JOINT = _c(WIN, "Players start with three lives and lose one each time they have the joint-lowest or lowest score; "
             "when all three lives are gone they are out. The winner is the last surviving player.")
Q_TIED = _c(FINE, "Tied lowest scores: the standard ruling is that all tied players each lose a life, not just one of "
            "them.")
Q_FAQ = _c(FAQ, "Stop the Bus: frequently asked questions")

RULES: tuple[Rule, ...] = (
    # -- players and lives ------------------------------------------------------------------
    Rule(RuleId.GAME, "players and lives", "A second game, chosen explicitly",
         "The 31-point Stop the Bus of seed 002 is adjudicated only when chosen: `game: thirty-one` (or `game: 31`) "
         "in a record, `--game thirty-one` (alias `31`) on the command line. Without it a record is a Brag record. "
         "Unknown variants and options are input errors.", INTERPRETED, (
             _c(INTRO, "Stop the Bus is a fast, light card game for three to eight players in which everyone is racing "
                "to build a three-card hand with the highest pip total in a single suit."),
             Q_FAQ),
         interpretation="002 describes a game that shares its name with the Brag game of 000; the tool keeps the two "
         "apart and never mixes their rules. The file 002 ends at 8,192 bytes with the heading \"Stop the Bus: "
         "frequently asked questions\" and nothing after it: the FAQ answers are lost. Where the contract speaks of "
         "002's FAQ, the tool reads \"The fine points\", the questions-and-rulings section that survives.",
         see_also=(RuleId.SCORE,)),
    Rule(RuleId.PLAYERS, "players and lives", "Three to eight players",
         "002 is for three to eight players. Two, and nine or more (as many as one deck can deal a hand each: 17, "
         "18 with the jokers, 13 with four-card hands), are adjudicated by the same rules with a warning; fewer than "
         "two or more than the deck can deal is an input error (in records and in `simulate --game 31`).",
         INTERPRETED, (
             _c(INTRO, "Stop the Bus is a fast, light card game for three to eight players"),),
         interpretation="002 gives the range but says nothing of other tables; the contract accepts 2 and 9+ with a "
         "warning in the JSON's `warnings` list."),
    Rule(RuleId.LIVES, "players and lives", "Lives, three by default",
         "Every player starts with the agreed number of lives, three unless the record says otherwise (`lives:` an "
         "int for everyone or a mapping per player, each at least one). The lowest score at a showdown costs one "
         "life.", STATED, (
             _c(f"{SETUP} 1", "Agree how many lives each player starts with. Three lives per player is standard."),
             Q_JOINT)),
    # -- dealing ----------------------------------------------------------------------------
    Rule(RuleId.DEAL, "dealing", "Three cards each, one at a time",
         "The dealer deals three cards face down to each player still in the game, one at a time, starting with the "
         "player to the dealer's left and going clockwise (four each in the four-card variant). In deck mode the "
         "record gives the whole shuffled deck, top first; in hands mode each player's cards.", STATED, (
             _c(f"{SETUP} 2", "Choose a dealer. Deal three cards face down to each player, one at a time."),
             _c(f"{SETUP} 3", "Place the remaining deck face down in the centre as the stock pile.")),
         see_also=(RuleId.POOL, RuleId.FIRST_TURN)),
    Rule(RuleId.POOL, "dealing", "The pool of three face-up cards",
         "After the deal the next three cards of the stock are turned face up as the pool (the 'bus'); four in the "
         "four-card variant. The rest is the stock, top first. A hands-mode record gives the pool.", STATED, (
             _c(f"{SETUP} 4", "Turn the top three cards from the stock face up beside it to form the pool (the "
                "'bus')."),
             _c(FOUR, "Players are dealt four cards each and the pool contains four cards."))),
    Rule(RuleId.FIRST_TURN, "dealing", "The dealer's left goes first",
         "The player to the dealer's left plays the first turn of a round.", STATED, (
             _c(f"{SETUP} 5", "Players pick up their three cards and look at them. The player to the dealer's left "
                "goes first."),)),
    Rule(RuleId.DEALER_ROTATION, "dealing", "The deal passes left",
         "After a showdown the next surviving player to the left of the last dealer deals the next round.",
         INTERPRETED, (
             _c(f"{SETUP} 2", "Choose a dealer."),),
         interpretation="002 only says \"Choose a dealer\" and never says who deals next; the tool passes the deal "
         "clockwise to the next player still in the game, as card games usually do."),
    # -- turns ------------------------------------------------------------------------------
    Rule(RuleId.TURN_ORDER, "turns", "Play passes clockwise",
         "Turns go clockwise from the first player, skipping players who are out.", STATED, (
             _c(f"{PLAY} 3", "Play passes clockwise. You may not inspect discarded cards or count the stock."),)),
    Rule(RuleId.NO_INSPECT, "turns", "No looking at the discards, no counting the stock",
         "Nobody may inspect the discarded cards or count the stock. The tool's live referee (`stopbus table --game "
         "31`) therefore shows the table only what the players may know: the pool and the lives, never the stock's "
         "count; it says when the stock is empty and the next refill recycles the discards.", STATED, (
             _c(f"{PLAY} 3", "You may not inspect discarded cards or count the stock."),),
         see_also=(RuleId.RECYCLE,)),
    Rule(RuleId.CARD_CONSERVATION, "turns", "A card is in one place",
         "Every card is in exactly one place: a hand, the pool, the stock or the discard pile. A card a player took "
         "stays in their hand until they give it, so a card shown in two places breaks this rule.", INTERPRETED, (
             _c(f"{SETUP} 2", "Deal three cards face down to each player, one at a time."),
             _c(f"{SETUP} 3", "Place the remaining deck face down in the centre as the stock pile."),
             Q_REFILL),
         interpretation="002 never says in words that a card is in one place only; it follows from one deck dealt "
         "into hands, a pool and a stock that change only by swapping. The tool cites this rule where a record "
         "(seen from the table) shows a card in two places.",
         see_also=(RuleId.DEAL, RuleId.SWAP_ONE)),
    Rule(RuleId.SWAP_ONE, "turns", "Swap one card with the pool",
         "A turn may give one hand card and take one pool card. The taken card goes to the hand; the given card goes "
         "face down to a discard pile; the emptied pool place is refilled at once from the stock top (`swap 7h for "
         "Kd`, or `{give: 7h, take: Kd}`).", INTERPRETED, (Q_SWAP, Q_REFILL, Q_RECYCLE),
         interpretation="Step 1 calls it a swap, which could put the given card into the pool; step 2 refills the "
         "place from the stock, and step 4 speaks of \"discarded pool cards\". The contract reads them together: the "
         "given card is discarded face down and the place refilled from the stock, so the pool is three cards again.",
         see_also=(RuleId.REFILL,)),
    Rule(RuleId.SWAP_ALL, "turns", "Swap all three",
         "A turn may take all the pool cards and give all the hand cards, in one action; no cherry-picking. The "
         "given cards are discarded and every pool place is refilled from the stock. Against a pool that could not "
         "be filled to three, swap all is not allowed.", STATED, (
             Q_SWAP,
             _c(FINE, "On the question of swapping all three cards, a player who takes all three pool cards must "
                "give back all three hand cards in the same action; you cannot pick up the pool, cherry-pick, and "
                "return fewer than three."))),
    Rule(RuleId.REFILL, "turns", "Refill the pool from the stock",
         "Each pool place emptied by a swap is refilled at once by turning up the stock's top card. In hands mode, "
         "and after a recycle without `reshuffles`, the record names each card turned (`turn 4c`); in deck mode a "
         "named card must be the stock's top card.", STATED, (Q_REFILL,), see_also=(RuleId.RECYCLE,)),
    # -- calling ----------------------------------------------------------------------------
    Rule(RuleId.KNOCK, "calling", "Knock: pass, and one final circuit",
         "A knock passes without swapping. The first knock of a round starts the final circuit: every other player "
         "has exactly one more turn, then the showdown. A knock during the final circuit is just a pass.", STATED, (
             Q_SWAP, Q_KNOCK, Q_SOFTER), see_also=(RuleId.FINAL_CIRCUIT,)),
    Rule(RuleId.STOP, "calling", "Calling 'Stop the Bus'",
         "Instead of a normal action a player may call 'Stop the Bus'. Every other player then has one final turn "
         "in clockwise order, and the caller does not play again; then the showdown.", CONFLICT, (
             Q_STOP, Q_SOFTER,
             _c(FINE, "Knocking ends the round after one final circuit but allows play to continue quietly; calling "
                "'Stop the Bus' is a more immediate declaration that also permits one final circuit.")),
         conflicts="Step 5 says the call \"immediately ends the round\" and, in the next sentence, gives everyone "
         "else a final turn; step 6 and the fine points say it ends play \"after one final circuit\". The tool "
         "follows the final circuit (contract): a stop and a knock both give every other player one more turn.",
         see_also=(RuleId.FINAL_CIRCUIT, RuleId.KNOCK)),
    Rule(RuleId.FINAL_CIRCUIT, "calling", "One final circuit",
         "After the first knock or stop every other player has exactly one more turn, in order: a swap, a swap all, "
         "or a knock (which is a pass there). The caller does not play again. A second stop in the final circuit, the "
         "caller playing again, or a turn after the circuit is a rule error.", STATED, (
             Q_STOP, Q_KNOCK)),
    Rule(RuleId.SECOND_STOP, "calling", "No second stop in the final circuit",
         "A stop during the final circuit is refused: the error is the contract's `31-final-circuit`, and this rule "
         "gives the reading it rests on. A final turn is a swap, a swap all or a knock (a pass there).",
         INTERPRETED, (Q_STOP, Q_KNOCK),
         interpretation="002 never says in words that a round has only one call; step 5 gives every other player "
         "\"one final turn each\" and step 6 \"exactly one more turn\" after a knock, and a second call would change "
         "nothing. The contract therefore makes a second stop a rule error (31-final-circuit).",
         see_also=(RuleId.FINAL_CIRCUIT, RuleId.STOP)),
    Rule(RuleId.INSTANT_31, "calling", "31 ends the round at once",
         "The moment a player holds exactly 31 - after the deal or after their own action - the round ends at once; "
         "later turns are a rule error. The 31 holder cannot lose; among the others the lowest score (all tied "
         "lowest) loses a life.", INTERPRETED, (Q_31, _c(WIN, "The perfect score is 31 (Ace plus two ten-value cards "
                                                         "in the same suit), which wins the round instantly.")),
         interpretation="002 says \"the player with the next-lowest score loses a life instead\", which has no clear "
         "referent (next after whom?). The contract reads it as: the 31 holder is safe and the lowest score among "
         "the other players loses, all of them when tied. 31 is checked after the deal and after each action.",
         see_also=(RuleId.LOWEST_LOSES, RuleId.BLITZ)),
    # -- stock ------------------------------------------------------------------------------
    Rule(RuleId.RECYCLE, "stock", "The stock runs out: recycle",
         "When a pool place must be refilled and the stock is empty, the discard pile and the cards still in the "
         "pool are shuffled into a new stock (its order from `reshuffles`, or named with `turn`) and fresh pool "
         "cards are turned up. The card just given is always among them. Step 4's \"before anyone calls\" is set "
         "aside: the stock is recycled in the final circuit too, because a final turn's swap must still refill the "
         "pool and 002 says nothing else of a stock that runs out after a call.", CONFLICT, (Q_RECYCLE, Q_EXHAUSTED),
         conflicts="Step 4 recycles the discarded pool cards and turns up three fresh ones; the fine points, for a "
         "stock \"exhausted mid-round\", turn up whatever remains and play on, or go straight to the showdown. The "
         "contract applies step 4 (recycle) and keeps the fine points for when too few cards exist at all. Step 4 "
         "speaks only of a stock that runs out \"before anyone calls\"; the contract recycles during the final "
         "circuit as well (the qualifier is set aside: otherwise a final swap could not refill the pool).",
         see_also=(RuleId.STOCK_EXHAUSTED,)),
    Rule(RuleId.STOCK_EXHAUSTED, "stock", "Not enough cards for the pool",
         "If fewer than three cards exist to fill the pool, the pool is played short with what there is; if no card "
         "exists at all, the showdown comes at once. With the order of a swap (take, discard, refill) this can only "
         "happen at the deal of a very large table.", CONFLICT, (Q_EXHAUSTED, Q_RECYCLE),
         conflicts="The fine points and step 4 disagree on what happens when the stock runs out (see 31-recycle); "
         "the fine points' short pool and immediate showdown apply only when even a recycle cannot give three cards.",
         see_also=(RuleId.RECYCLE,)),
    # -- scoring ----------------------------------------------------------------------------
    Rule(RuleId.CARD_VALUES, "scoring", "Card values",
         "Ace 11; king, queen and jack 10; number cards their face value.", STATED, (Q_VALUES,
                                                                                    _c(INTRO, "Aces count 11, picture "
                                                                                       "cards count 10, and the magic "
                                                                                       "target is 31."))),
    Rule(RuleId.SCORE, "scoring", "Score: the best-represented suit",
         "Three cards of one suit score all three. Exactly two of one suit score those two and the third is ignored, "
         "even when it alone is worth more: A♥ 3♣ 2♣ scores 5. Many tables count the best single-suit total instead "
         "(see 31-best-suit).", STATED, (Q_SCORE, Q_MIXED),
         see_also=(RuleId.THREE_SUITS, RuleId.BEST_SUIT, RuleId.CARD_VALUES)),
    Rule(RuleId.THREE_SUITS, "scoring", "Three different suits",
         "A hand of three different suits scores its highest single card value (the high card's suit is the "
         "scoring suit; null when two cards tie).", INTERPRETED, (Q_SCORE,),
         interpretation="002 names only the three-of-a-suit and two-of-a-suit cases. Every suit then holds one "
         "card, so \"the single best-represented suit\" is any of them and the best of those is the highest card."),
    Rule(RuleId.BEST_SUIT, "scoring", "Option: the best single-suit total",
         "With `options: {score: best-suit}` (CLI `--score best-suit`) a hand scores its highest single-suit total: "
         "A♥ 3♣ 2♣ scores 11. This is a table agreement many groups use, not 002's wording.", INTERPRETED, (
             Q_SCORE, _c(FOUR, "Scoring works the same way: count only cards in your best single suit.")),
         interpretation="002's step 7 counts the two cards that share a suit and ignores the third; its four-card "
         "variant speaks of the \"best single suit\". The default follows step 7 exactly (contract); the option "
         "gives the other reading."),
    Rule(RuleId.FOUR_CARD, "variants", "Four-card Stop the Bus",
         "Variant `four-card`: four cards each and a pool of four. The suit holding the most cards scores; among "
         "suits tied for most cards, the higher total. Four cards of one suit sum all four (above 31 is possible; "
         "only exactly 31 is the instant win).", INTERPRETED, (
             _c(FOUR, "Players are dealt four cards each and the pool contains four cards. Scoring works the same "
                "way: count only cards in your best single suit."),
             _c(FOUR, "This variant increases the average hand score, makes 31 slightly harder to hit, and adds a "
                "layer of decision since you always have one more card to consider swapping.")),
         interpretation="002 says scoring \"works the same way\" without saying what a 2+2 hand scores; the "
         "contract takes the suit with the most cards and, among those tied, the higher total."),
    Rule(RuleId.JOKERS, "variants", "Jokers wild",
         "Variant `jokers`: up to two jokers, RJ and BJ. A joker takes the value that gives the hand its highest "
         "total in one suit: it joins a suit as the highest card of that suit not already in the hand. A hand "
         "holding 31 by jokers is 31. Outside this variant a joker is an input error.", INTERPRETED, (
             _c(JOKERS, "One or both Jokers are added to the deck and can represent any card of any suit, "
                "effectively acting as a wild card. For scoring, a Joker takes the value that gives the hand its "
                "highest possible total in one suit."),),
         interpretation="002 says a joker takes the value that gives the hand its highest total in one suit; that "
         "it counts as \"the highest card of that suit not already in the hand\" is the contract's reading of it."),
    # -- showdown and lives -----------------------------------------------------------------
    Rule(RuleId.LOWEST_LOSES, "showdown and lives", "The lowest score loses a life",
         "At the showdown every player still in the game shows; the lowest score loses one life.", STATED, (
             Q_LOWEST, _c(f"{PLAY} 7", "At the showdown, each player reveals their hand.")),
         see_also=(RuleId.TIED_LOWEST,)),
    Rule(RuleId.TIED_LOWEST, "showdown and lives", "All tied lowest lose",
         "When two or more players tie for the lowest score, each of them loses a life.", STATED, (
             Q_LOWEST, Q_TIED, Q_JOINT)),
    Rule(RuleId.CALLER_NOT_SAFE, "showdown and lives", "The caller is not protected",
         "A player who knocked or called 'Stop the Bus' loses a life like anyone else when their score is lowest.",
         STATED, (
             _c(FINE, "The widely accepted ruling is that they are not protected: if your hand is still the weakest "
                "after everyone's final turn, you lose a life regardless of who called."),)),
    Rule(RuleId.ELIMINATION, "showdown and lives", "Out at no lives; no floating",
         "A player whose lives reach 0 is eliminated at once (there is no floating, unlike the Brag game), is dealt "
         "no more cards and plays no more turns.", STATED, (Q_ELIM, Q_JOINT)),
    Rule(RuleId.LAST_SURVIVOR, "showdown and lives", "The last player with lives wins",
         "The game ends when one player has lives left: the winner. A further deal in the record is a rule error.",
         STATED, (Q_ELIM,), see_also=(RuleId.SHARED_WIN,)),
    Rule(RuleId.SHARED_WIN, "showdown and lives", "Everyone out at once: a shared win",
         "If one showdown would take the last life of every remaining player, they share the win: their lives stay "
         "at 0, nobody is listed as eliminated, `winner` is null and `shared_win` names them in seating order.",
         INTERPRETED, (Q_ELIM, Q_LOWEST),
         interpretation="002 says the last player with a life wins but not what happens when the last players all "
         "tie for lowest on their last life; the contract lets them share the win rather than replay the round."),
    # -- variants ---------------------------------------------------------------------------
    Rule(RuleId.BLITZ, "variants", "Blitz (31)",
         "Variant `blitz`: there is no knocking. A player calls `blitz` (or `31`, or `stop`) on their turn to end "
         "the round at once, with no final circuit. A genuine 31 follows the option `blitz-31`: `lives-back` (the "
         "default: the holder's lives return to their starting number, the pot pays those coins back, and the "
         "lowest of the others loses one) or `knockout` (every other player is eliminated and the holder wins). "
         "`blitz`/`31` outside the variant is a rule error.", INTERPRETED, (
             _c(BLITZ, "In this common variant the game is simply called Blitz or 31 and the knocking mechanic is "
                "removed entirely."),
             _c(BLITZ, "A player who is satisfied with their hand calls 'Blitz' or '31' on their turn to end the "
                "round immediately, with no final circuit for the other players."),
             _c(BLITZ, "A genuine 31 hand wins all lives back or knocks out all other players at once, depending on "
                "house rules.")),
         interpretation="002 leaves the effect of a genuine 31 to house rules; the contract offers both as the "
         "`blitz-31` option, `lives-back` by default."),
    Rule(RuleId.POT, "variants", "Unlimited lives: the pot",
         "Variant `pot`: lives are coins. Each life lost goes into the pot, which the JSON reports after each "
         "round; the last player with coins scoops it. At a shared win nobody scoops it alone: those who share the "
         "win share the pot in equal parts, and a remainder smaller than one coin each stays undivided (the JSON's "
         "`pot_scooped_by` is then null).", INTERPRETED, (
             _c(POT, "Rather than fixed lives, some groups play with a pool of coins in the centre. Each player puts "
                "in an equal stake at the start. The lowest-scoring player each round puts an additional coin into "
                "the pot, and the last player to have coins remaining, or the player who forced everyone else out, "
                "scoops the pot."),),
         interpretation="002 has a separate stake and extra coins; the contract counts a player's lives as their "
         "coins, so each life lost is one coin in the pot and the winner scoops what the others lost: the equal "
         "stake each player puts in at the start is read as their starting lives (no separate `stake:`), and the "
         "extra coin of the round's lowest score as the life it loses. 002 says nothing of a shared win; the tool "
         "reads the pot as shared by those who share the win."),
)

Q_NOT_PROTECTED = _c(FINE, "The widely accepted ruling is that they are not protected")

HOUSE: tuple[HouseRule, ...] = (
    HouseRule("score", "Scoring a hand: the best-represented suit or the best suit", ("represented", "best-suit"), {
        "represented": "A hand scores its best-represented suit: two cards of one suit count and the third is "
                       "ignored, even when it alone is worth more (A♥ 3♣ 2♣ scores 5; 002's step 7).",
        "best-suit": "A hand scores its highest single-suit total (A♥ 3♣ 2♣ scores 11), as many tables count."},
        (Q_SCORE,), labels={"best-suit": "best-suit scoring"}),
    HouseRule("blitz-31", "A genuine 31 in Blitz: lives back or knockout", ("lives-back", "knockout"), {
        "lives-back": "In the Blitz variant a genuine 31 gives its holder back every life lost so far, and the "
                      "lowest of the others loses one.",
        "knockout": "In the Blitz variant a genuine 31 knocks out every other player at once: the holder wins."},
        (_c(BLITZ, "A genuine 31 hand wins all lives back or knocks out all other players at once, depending on "
            "house rules."),), labels={"knockout": "31 knocks out"}),
    HouseRule("caller-safe", "Is the caller safe", ("false", "true"), {
        "false": "The caller is not protected: whoever knocked or called and holds the lowest score loses a life "
                 "like anyone else (002's fine points).",
        "true": "The player who knocked, called 'Stop the Bus' or called Blitz never loses a life at that "
                "showdown; the lowest score among the others loses (all tied at it). If only the caller and "
                "players holding 31 would remain to lose, nobody loses a life that round."},
        (Q_NOT_PROTECTED,), labels={"true": "caller safe"}, yes_no=True),
)
"""The 31-point game's house rules (`house:KEY`), each with 002's reading as its default
(shared/spec/house-rules.md). `score` and `blitz-31` are also the record's `options:`."""

HOUSE_BY_KEY: dict[str, HouseRule] = {h.key: h for h in HOUSE}

_HOUSE_SEE_ALSO: dict[str, tuple[RuleId, ...]] = {"score": (RuleId.SCORE, RuleId.BEST_SUIT),
                                                  "blitz-31": (RuleId.BLITZ,),
                                                  "caller-safe": (RuleId.CALLER_NOT_SAFE,)}


def _house_rule(h: HouseRule) -> Rule:
    """A house rule as a rulebook entry: what the default and each alternative play, citing the passage it
    departs from (so `rules`, `--sources` and `rules --verify` treat it like every other rule)."""
    plays = " ".join(f"`{h.key}: {v}`{' (default)' if v == h.default else ''}: {h.plays[v]}" for v in h.values)
    return Rule(RuleId(h.id), "house rules", h.title, plays, AGREED, h.departs_from,
                interpretation="A house rule: with no `house:` (or `options:`) key in the record and no `--house`, "
                "the default is played; a ruling it changes cites it.",
                see_also=_HOUSE_SEE_ALSO[h.key])


RULES = RULES + tuple(_house_rule(h) for h in HOUSE)

BY_ID: dict[str, Rule] = {str(r.id): r for r in RULES}


def get(rule_id: str) -> Rule:
    """The rule with this id; KeyError if none."""
    return BY_ID[rule_id]


def nearest(rule_id: str, n: int = 3) -> list[str]:
    """Ids that look like `rule_id`, for 'did you mean'."""
    import difflib

    want = rule_id if rule_id.startswith("31-") else f"31-{rule_id}"
    near = difflib.get_close_matches(want, list(BY_ID), n=n, cutoff=0.5)
    return near or [i for i in BY_ID if rule_id.lower() in i][:n]


def search(word: str) -> list[Rule]:
    """The rules the words find, best first: the one rule search of every game, the scorer of `stopbus ask`
    (`ask.answer.ranked`), as `rules --search` and the table's `rules WORD` list them (whole words: "out" is not
    found inside "without").

    >>> [str(r.id) for r in search("knock")][:2], search("without")
    (['31-knock', '31-blitz'], [])
    """
    from ..ask.answer import ranked

    return ranked("thirty-one", word)
