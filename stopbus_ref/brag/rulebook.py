"""The rulebook: every rule of the game with a stable id, a plain statement and verbatim citations.

Sources (seeds/): 000 English (primary), 003 Dutch, 004 French describe this game; 002 is the
31-point Stop the Bus and is cited only by `other-games`, to show what is *not* used here.
Status: "stated" (a source says it), "table agreement" (000 calls it its own agreement or
clarification), "interpreted" (the sources are silent or ambiguous; the tool chose a reading).
"""

from __future__ import annotations

from ..core.house import HouseRule
from ..core.rules import SHORT as SHORT
from ..core.rules import Citation as Citation
from ..core.rules import Rule as RuleOf
from .rule_ids import OTHER_GAME_ACTIONS, RuleId

EN = "000_296c96df14c95333.txt"
NL = "003_7231e969837f25d8.txt"
FR = "004_8d6512591a6ebd2e.txt"
OTHER = "002_e29d0226e9dc1843.txt"
LANG = {EN: "English", NL: "Dutch", FR: "French", OTHER: "English, a different game"}

TOPICS = ("cards and ranking", "dealing", "turns", "stopping", "stock", "showdown and tokens", "other games",
          "house rules")


Rule = RuleOf[RuleId]
"""A rule of the Brag game (the shared model, typed by `RuleId`)."""


def _c(source: str, section: str, quote: str, note: str = "") -> Citation:
    return Citation(source, section, quote, note)


S01, S02, S03, S04, S05, S06 = ("01 Context and setup", "02 Full Brag ranking", "03 Turns and stopping",
                                "04 Lowest hand loses", "05 Worked final turn",
                                "06 Do not substitute a different bus game")
F01, F02, F03, F04, F05, F06 = ("01 Contexte et préparation", "02 Classement complet", "03 Tours et arrêt",
                                "04 Pire main perd", "05 Exemple final", "06 Autres jeux séparés")
HEAD, FAQ, FHEAD, FFAQ = "headline", "Common questions", "en-tête", "Questions fréquentes"
N_INTRO, N_CARDS, N_HANDS, N_DEAL, N_PLAY, N_LIVES = ("inleiding", "Spelers en Kaarten", "Brag Hands", "Delen",
                                                      "Spelverloop", "Levens en winnen")

STATED, AGREED, INTERPRETED = "stated", "table agreement", "interpreted"

RULES: tuple[Rule, ...] = (
    # -- cards and ranking ---------------------------------------------------------------
    Rule(RuleId.DECK, "cards and ranking", "One 52-card deck, no jokers",
         "The game uses one standard deck of 52 cards without jokers, so every card exists once in a deal.",
         STATED, (
             _c(EN, S01, "Use 52 cards without jokers."),
             _c(NL, N_CARDS, "Er wordt gebruik gemaakt van een standaard kaartspel van 52 kaarten, waarbij de "
                "kaarten in elke kleur rangschikken van hoog naar laag: A-K-Q-J-10-9-8-7-6-5-4-3-2."),
             _c(FR, F01, "Prenez 52 cartes sans jokers."))),
    Rule(RuleId.RANKING, "cards and ranking", "Categories of Brag hands",
         "Best first: prial (three of a kind), running flush (suited run), run (mixed run), flush, pair, high "
         "card. Any running flush beats any run, and a run beats a flush. Only three-card Brag hands count; "
         "nothing is scored by points.", STATED, (
             _c(EN, S02, "High to low: three of a kind(prial), suited run, mixed run, flush, pair, high card."),
             _c(EN, S02, "Any suited run beats any mixed run."),
             _c(EN, S02, "Here run beats flush."),
             _c(NL, N_HANDS, "Aangezien het doel van het spel is om een goede drie-kaarten hand te verzamelen, is "
                "het noodzakelijk om de rangorde van deze handen te kennen. Van hoog naar laag zijn ze als volgt:"),
             _c(NL, N_HANDS, "Prial: Drie kaarten van gelijke rang."),
             _c(NL, N_HANDS, "Running Flush: Drie opeenvolgende kaarten van dezelfde kleur."),
             _c(NL, N_HANDS, "Run: Drie opeenvolgende kaarten, niet allemaal van dezelfde kleur."),
             _c(NL, N_HANDS, "Flush: Drie kaarten van dezelfde kleur die niet allemaal opeenvolgend zijn."),
             _c(NL, N_HANDS, "Pair: Twee kaarten van gelijke rang en een andere kaart."),
             _c(NL, N_HANDS, "High Card: Een hand die niet in een van de bovenstaande categorieën valt:"),
             _c(FR, F02, "Ordre: brelan prial, suite assortie, suite, couleur, paire, carte haute."),
             _c(FR, F02, "Toute suite assortie dépasse mixte."),
             _c(FR, F02, "Suite bat couleur.")),
         see_also=(RuleId.PRIAL_ORDER, RuleId.RUN_ORDER, RuleId.FLUSH_ORDER, RuleId.PAIR_ORDER,
                   RuleId.HIGH_CARD_ORDER, RuleId.SUIT_TIEBREAK)),
    Rule(RuleId.PRIAL_ORDER, "cards and ranking", "Order of prials",
         "Three 3s are the best prial, then A-A-A, K-K-K, Q-Q-Q down to 4-4-4, and 2-2-2 is the lowest.",
         STATED, (
             _c(EN, S02, "Prials: three 3 s highest, then A, K, Q, J,10,9,8,7,6,5,4,2."),
             _c(NL, N_HANDS, "Prial: Drie kaarten van gelijke rang. De beste prial is 3-3-3, dan A-A-A, K-K-K en zo "
                "verder naar beneden tot 2-2-2, wat de laagste is."),
             _c(FR, F02, "Brelans: trois 3 supérieurs, puis A, K, Q, J,10,9,8,7,6,5,4,2."))),
    Rule(RuleId.RUN_ORDER, "cards and ranking", "Order of runs and running flushes",
         "A-2-3 is the best run, A-K-Q second, then K-Q-J down to 4-3-2. Runs do not go round the corner: "
         "K-A-2 is not a run. The same order holds among running flushes.", STATED, (
             _c(EN, S02, "Runs: A–2–3 highest, A–K–Q second, then K–Q–J down to 4–3–2; K–A–2 invalid."),
             _c(NL, N_HANDS, "Running Flush: Drie opeenvolgende kaarten van dezelfde kleur. De beste running flush "
                "is 3-2-A van een kleur. De op één na beste is A-K-Q, dan K-Q-J en zo verder naar beneden tot "
                "4-3-2, wat de laagste is."),
             _c(NL, N_HANDS, "Run: Drie opeenvolgende kaarten, niet allemaal van dezelfde kleur. De beste run is "
                "3-2-A van een kleur.", note="003 contradicts itself here: a run is \"niet allemaal van dezelfde "
                "kleur\" (not all one suit), yet its best run is \"3-2-A van een kleur\" (of one suit), which "
                "would be a running flush. The tool follows 000 and 004: the best run is a mixed A-2-3."),
             _c(FR, F02, "Suites: A–2–3 supérieure, A–K–Q deuxième, puis K–Q–J jusqu’à 4–3–2; K–A–2 invalide.")),
         conflicts="003 describes the best plain run as \"3-2-A van een kleur\" (of one suit), which would be a "
         "running flush; its own definition of a run says \"niet allemaal van dezelfde kleur\". The tool "
         "follows 000 and 004: the best run is a mixed A-2-3."),
    Rule(RuleId.FLUSH_ORDER, "cards and ranking", "Order of flushes",
         "Flushes compare their highest card, then the next, then the lowest, with ordinary ranks (ace high): "
         "J-9-2 beats J-8-7. The best is A-K-J, the lowest 5-3-2.", STATED, (
             _c(EN, S02, "flush/high-card hands by highest, then next, then lowest."),
             _c(NL, N_HANDS, "Om twee flushes te vergelijken, vergelijk je eerst de hoogste kaart, en als deze gelijk "
                "zijn, vergelijk je de op één na hoogste kaart, en als deze ook gelijk zijn, vergelijk je de derde "
                "kaart."),
             _c(NL, N_HANDS, "Dus bijvoorbeeld J-9-2 verslaat J-8-7 omdat 9 hoger is dan 8. De hoogste flush is "
                "A-K-J van een kleur en de laagste is 5-3-2 van een kleur."),
             _c(FR, F02, "couleur/hautes par plus forte, puis suivantes."))),
    Rule(RuleId.PAIR_ORDER, "cards and ranking", "Order of pairs",
         "Pairs compare the rank of the pair (ordinary ranks: 3s are not special here), then the odd card: "
         "5-5-3 beats 4-4-K. The best pair is A-A-K, the worst 2-2-3.", STATED, (
             _c(EN, S02, "Compare pairs by pair rank then kicker;"),
             _c(NL, N_HANDS, "Om twee paren te vergelijken, vergelijk je eerst de gelijke kaarten. Als twee spelers "
                "hetzelfde paar hebben, vergelijk je de derde kaart om te bepalen welke hand beter is."),
             _c(NL, N_HANDS, "Dus bijvoorbeeld 5-5-3 is beter dan 4-4-K. De beste paar hand is A-A-K en de "
                "slechtste is 2-2-3."),
             _c(FR, F02, "Paires par paire, puis restante;"))),
    Rule(RuleId.HIGH_CARD_ORDER, "cards and ranking", "Order of high-card hands",
         "Hands of three different ranks that are neither a run nor a flush compare highest card, then next, "
         "then lowest, ranks A K Q J 10 9 8 7 6 5 4 3 2. The best is A-K-J, the worst 5-3-2.", STATED, (
             _c(EN, S02, "Ordinary cards rank A K Q J 10 9 8 7 6 5 4 3 2."),
             _c(EN, S02, "flush/high-card hands by highest, then next, then lowest."),
             _c(NL, N_HANDS, "High Card: Een hand die niet in een van de bovenstaande categorieën valt: drie "
                "verschillende rangen, niet opeenvolgend en niet allemaal van dezelfde kleur. Als twee spelers handen "
                "met hoge kaarten hebben, vergelijk je eerst de hoogste kaart,"),
             _c(NL, N_HANDS, "Dus de beste hoge kaarthand is A-K-J en de slechtste is 5-3-2."),
             _c(FR, F02, "Rangs normaux A K Q J 10 9 8 7 6 5 4 3 2."),
             _c(FR, F02, "couleur/hautes par plus forte, puis suivantes."))),
    Rule(RuleId.SUIT_TIEBREAK, "cards and ranking", "Exact rank ties go by suit",
         "When two hands have exactly the same ranks, the suit of each hand's highest-ranked card decides: "
         "spades > hearts > diamonds > clubs. With one deck this always decides.", STATED, (
             _c(EN, S04, "An exact rank tie is broken by suits of the highest-ranked cards in the tied hands: "
                "spades>hearts>diamonds>clubs."),
             _c(NL, N_LIVES, "Gelijkspel, waarbij twee spelers exact dezelfde hand hebben is zeldzaam, maar als het "
                "gebeurt, wordt het beslist door te kijken naar de kleur van de hoogste kaarten in de gelijke "
                "handen, waarbij de volgorde schoppen > harten > ruiten > klaveren is."),
             _c(FR, F04, "Égalité exacte départagée par couleurs des plus hautes cartes: pique>cœur>carreau>trèfle.")),
         see_also=(RuleId.SUIT_TIEBREAK_DUPLICATE, RuleId.TIEBREAK_CARD)),
    Rule(RuleId.SUIT_TIEBREAK_DUPLICATE, "cards and ranking", "Duplicated top rank: its best suit counts",
         "If the highest rank appears more than once in a hand (a pair or prial on top), the best suit among "
         "those cards is the one compared.", AGREED, (
             _c(EN, S04, "If that rank is duplicated within a hand, use its highest suit. This duplicate-rank "
                "detail is our explicit tie clarification."),
             _c(FR, F04, "Rang supérieur doublé: prenez sa plus haute couleur. Ce détail est notre clarification.")),
         see_also=(RuleId.SUIT_TIEBREAK,)),
    Rule(RuleId.TIEBREAK_CARD, "cards and ranking", "Which card is the highest-ranked",
         "For the suit tie-break the highest-ranked card is found with ordinary ranks, ace high: the ace in "
         "A-2-3 and in 5-5-A. Hands typed from different deals may share cards and then stay tied; the tool "
         "reports a tie.", INTERPRETED, (
             _c(EN, S04, "An exact rank tie is broken by suits of the highest-ranked cards in the tied hands:"),
             _c(EN, S02, "Ordinary cards rank A K Q J 10 9 8 7 6 5 4 3 2."),
             _c(NL, N_HANDS, "De beste running flush is 3-2-A van een kleur.",
                note="003 writes the top run 3-2-A, the 3 first: read that way the 3 would be the highest card; "
                "the tool reads 'highest-ranked' with ordinary ranks, so the ace.")),
         interpretation="The sources do not say whether 'highest-ranked' follows the hand's category order "
         "(where the 3 tops A-2-3 and 3-3-3) or the ordinary ranks. The tool uses ordinary ranks, ace high, "
         "because 000 §02 defines 'ordinary cards rank' just before, and it is the reading a table applies "
         "without a lookup: so the ace decides A-2-3 against A-2-3 and 5-5-A against 5-5-A."),
    # -- dealing -------------------------------------------------------------------------
    Rule(RuleId.PLAYERS, "dealing", "Two to nine players",
         "The game is described for 2 to 9 players. The tool also adjudicates 10 to 17 players, who fit one "
         "deck (3 cards each plus the upcard), with a warning; 18 or more cannot be dealt.", INTERPRETED, (
             _c(EN, HEAD, "Two to nine players; three tokens plus a floating life; not the face-up exchange game."),
             _c(NL, N_CARDS, "Van 2 tot ongeveer 9 of meer mensen kunnen spelen, maar het spel is het best geschikt "
                "voor 3 tot 5 spelers."),
             _c(FR, FHEAD, "Deux à neuf; trois jetons plus vie flottante; sans échange de table ouverte.")),
         interpretation="000 and 004 say two to nine. 10 to 17 players fit one deck (17 x 3 + 1 = 52), so the "
         "tool accepts them with a warning: with 17 the stock is empty at once and the first turn ends the deal.",
         conflicts="003 says \"2 tot ongeveer 9 of meer\" (about 9 or more); the tool follows 000's two to nine "
         "and only warns beyond it."),
    Rule(RuleId.TOKENS, "showdown and tokens", "Three life tokens each",
         "Everyone starts with three tokens, which count lives only: no bets, no points. A scenario may set "
         "other starting tokens.", STATED, (
             _c(EN, S01, "Give everyone three life tokens."),
             _c(EN, S06, "No bets or hand points are needed: tokens track lives only."),
             _c(NL, N_CARDS, "Elke speler begint ook met drie fiches - zoals munten of lucifers - die hun levens "
                "voorstellen."),
             _c(FR, F01, "Trois jetons de vie chacun."),
             _c(FR, F06, "Ni mises ni points de main; jetons représentent seulement les vies."))),
    Rule(RuleId.DEAL, "dealing", "Dealing a hand",
         "The dealer shuffles, deals three cards one at a time to each player still in the game, turns the "
         "next card up to start the discard pile and leaves the rest face down as the stock. The first dealer "
         "is chosen at random. In deck mode the tool deals three rounds starting at the dealer's left.",
         STATED, (
             _c(EN, S01, "Choose first dealer randomly; deal and play clockwise. Dealer shuffles, deals three "
                "singly each, turns one to start discard and leaves the rest as stock."),
             _c(EN, S04, "Shuffle for every fresh hand."),
             _c(NL, N_DEAL, "De deler schudt de kaarten, deelt drie kaarten aan elke speler, één voor één met de "
                "beeldzijde naar beneden, plaatst de volgende kaart open in het midden van de tafel om de "
                "aflegstapel te starten, en stapelt de rest van het deck met de beeldzijde naar beneden ernaast "
                "als een voorraad waaruit kaarten worden getrokken."),
             _c(FR, F01, "Mélangez, trois une par une, une défausse visible, reste pioche."),
             _c(FR, F04, "Mélangez toujours.")),
         interpretation="'Deal clockwise' with 'the dealer's left starts' gives the usual order: the first card "
         "to the dealer's left, the dealer's own card last in each round."),
    Rule(RuleId.DEALER_ROTATION, "dealing", "The deal moves left",
         "After each deal the next surviving player to the dealer's left deals.", STATED, (
             _c(EN, S04, "Deal normally moves left;"),
             _c(NL, N_DEAL, "Na elke hand gaat de beurt om te delen naar links."),
             _c(FR, F04, "Donne à gauche;")),
         see_also=(RuleId.DEALER_SKIP,)),
    Rule(RuleId.DEALER_SKIP, "dealing", "Dealer deals again after the next dealer is eliminated",
         "If the player who would deal next was eliminated in this deal, the same dealer deals again, so "
         "the next surviving player to the left still plays first.", STATED, (
             _c(EN, S04, "if the next scheduled dealer was just eliminated, the previous dealer deals again so the "
                "next surviving player keeps the first turn."),
             _c(NL, N_DEAL, "Als de speler die de volgende keer zou delen net is geëlimineerd (zie levens en winnen "
                "hieronder), deelt dezelfde speler opnieuw, zodat de volgende overlevende speler links niet hun "
                "beurt om te beginnen mist."),
             _c(FR, F04, "si prochain prévu éliminé, précédent redonne pour que prochain survivant garde l’entame.")),
         interpretation="When the dealer is the one eliminated, the deal simply moves left (dealer-rotation).",
         see_also=(RuleId.DEALER_ROTATION, RuleId.ELIMINATION)),
    # -- turns ---------------------------------------------------------------------------
    Rule(RuleId.FIRST_TURN, "turns", "The dealer's left plays first",
         "The first turn of a deal belongs to the next surviving player to the dealer's left.", STATED, (
             _c(EN, S03, "Dealer’s left starts."),
             _c(NL, N_PLAY, "De speler links van de deler begint en de beurt om te spelen gaat met de klok mee "
                "rond de tafel."),
             _c(FR, F03, "Voisin gauche commence."))),
    Rule(RuleId.TURN_ORDER, "turns", "Play goes clockwise",
         "Turns go clockwise around the table, skipping eliminated players; each turn belongs to one player.",
         STATED, (
             _c(EN, S01, "deal and play clockwise."),
             _c(NL, N_CARDS, "Delen en spelen gebeuren met de klok mee."),
             _c(FR, F01, "Tirez donneur au sort, jouez horaire."))),
    Rule(RuleId.DRAW_STOCK, "turns", "Draw from the stock",
         "Take the stock's top card, then discard any one of the four cards held, the drawn card included; "
         "keep exactly three.", STATED, (
             _c(EN, S03, "On a turn, either draw stock top then discard any one of your four,"),
             _c(EN, S03, "Keep exactly three. A stock draw may be discarded immediately."),
             _c(NL, N_PLAY, "Trek de bovenste kaart van de gedekte voorraad zonder deze aan de andere spelers te "
                "laten zien, voeg deze toe aan hun hand, en leg vervolgens een van hun vier kaarten met de "
                "beeldzijde naar boven op de aflegstapel."),
             _c(FR, F03, "Prenez sommet pioche, défaussez une quelconque;"),
             _c(FR, F03, "Gardez trois. Piochée peut repartir aussitôt."))),
    Rule(RuleId.TAKE_DISCARD, "turns", "Take the discard",
         "Take the top card of the discard pile, then discard a different card: the taken card cannot go "
         "straight back.", STATED, (
             _c(EN, S03, "or take discard top then discard a DIFFERENT card,"),
             _c(NL, N_PLAY, "Trek de bovenste kaart van de aflegstapel, voeg deze toe aan hun hand, en leg een "
                "andere kaart uit hun hand met de beeldzijde naar boven op de aflegstapel."),
             _c(FR, F03, "ou sommet défausse, défaussez une AUTRE;"))),
    Rule(RuleId.CARD_CONSERVATION, "turns", "A card is in one place, and stays there until moved",
         "Every card of the deck is in exactly one place: a hand, the stock or the discard pile. A card a player "
         "drew or took stays in their hand until they discard it, so a hand shown without it, or a card in two "
         "places, breaks this rule.", INTERPRETED, (
             _c(EN, S01, "Use 52 cards without jokers."),
             _c(EN, S03, "Keep exactly three. A stock draw may be discarded immediately."),
             _c(NL, N_CARDS, "Er wordt gebruik gemaakt van een standaard kaartspel van 52 kaarten, waarbij de "
                "kaarten in elke kleur rangschikken van hoog naar laag: A-K-Q-J-10-9-8-7-6-5-4-3-2."),
             _c(FR, F01, "Prenez 52 cartes sans jokers."),
             _c(FR, F03, "Gardez trois. Piochée peut repartir aussitôt.")),
         interpretation="No passage says in words that a card stays where it is until a turn moves it; it follows "
         "from one deck of 52 cards and a hand of exactly three that changes only by drawing, taking and "
         "discarding. The tool cites this rule where a record (seen from the table) contradicts it.",
         see_also=(RuleId.DECK, RuleId.TAKE_DISCARD, RuleId.DRAW_STOCK)),
    # -- stopping ------------------------------------------------------------------------
    Rule(RuleId.STOP, "stopping", "Stop the bus",
         "Instead of drawing, a player may call \"stop the bus\": no draw, no discard, the hand is kept. Once "
         "the bus is stopped it cannot be stopped again: no passage says so in words; see second-stop for the "
         "reading (000 §03's final-turns sentence).", STATED, (
             _c(EN, S03, "or call “stop the bus” without drawing or discarding."),
             _c(NL, N_PLAY, "Roep 'stop de bus' (of neem het modelbusje en plaats het voor je), in welk geval de "
                "speler geen kaart trekt of aflegt in die beurt, maar de drie-kaarten hand behoudt die ze aan het "
                "begin van de beurt hadden."),
             _c(FR, F03, "ou stop the bus sans pioche/défausse.")),
         see_also=(RuleId.FINAL_TURNS, RuleId.SECOND_STOP)),
    Rule(RuleId.SECOND_STOP, "stopping", "No second stop",
         "A stop during the final turns is refused (reported as breaking rule `stop`): the final turn is a draw, "
         "a take or a pass. No passage says \"only one stop\"; the final-turns sentence lists what a final turn "
         "may be.",
         INTERPRETED, (
             _c(EN, S03, "After a stop, every OTHER player takes one final turn in order, then reveal; in that "
                "final turn they may simply pass."),),
         interpretation="No source says in words that a deal has only one stop; 000 §03 lists draw, take or "
         "pass for the final turn after a stop, and a second stop would change nothing (the deal already "
         "ends after the round), so the tool reports it as a broken rule rather than silently treating it as a pass."),
    Rule(RuleId.FINAL_TURNS, "stopping", "One final turn each after a stop",
         "After a stop every other player, in order, has exactly one final turn, in which they may also pass; "
         "the stopper does not play again; then all hands are shown. A pass is only allowed in a final turn.",
         STATED, (
             _c(EN, S03, "After a stop, every OTHER player takes one final turn in order, then reveal; in that "
                "final turn they may simply pass. The stopper does not play again."),
             _c(NL, N_PLAY, "Wanneer een speler 'stop de bus' roept, hebben de andere spelers nog één beurt en "
                "eindigt het spel."),
             _c(NL, N_PLAY, "In deze laatste ronde kunnen spelers, behalve degene die 'stop de bus' riep, die "
                "tevreden zijn met hun handen gewoon passen zonder te trekken of af te leggen."),
             _c(FR, F03, "Après arrêt, chaque AUTRE joue un dernier tour, puis expose; peut simplement passer ce "
                "tour. Celui qui arrête ne rejoue pas.")),
         see_also=(RuleId.PASS_BEFORE_STOP,)),
    Rule(RuleId.PASS_BEFORE_STOP, "stopping", "No pass before the bus is stopped",
         "Before anyone stops, a turn is a draw, a take or a stop; a pass is refused (rule `final-turns`).",
         INTERPRETED, (
             _c(EN, S03, "On a turn, either draw stock top then discard any one of your four, or take discard top "
                "then discard a DIFFERENT card, or call “stop the bus” without drawing or discarding."),
             _c(EN, S03, "in that final turn they may simply pass.", note="This permits a pass in the final turn; it "
                "does not forbid one before. The reading rests on the three turn options, which leave passing out."),
             _c(NL, N_PLAY, "Tijdens hun beurt heeft een speler drie opties:"),
             _c(NL, N_PLAY, "In deze laatste ronde kunnen spelers, behalve degene die 'stop de bus' riep, die "
                "tevreden zijn met hun handen gewoon passen zonder te trekken of af te leggen."),
             _c(FR, F03, "Prenez sommet pioche, défaussez une quelconque; ou sommet défausse, défaussez une AUTRE; ou "
                "stop the bus sans pioche/défausse."),
             _c(FR, F03, "peut simplement passer ce tour.")),
         interpretation="The three turn options of 000 §03 (003's \"drie opties\", 004 §03) do not include "
         "passing; \"they may simply pass\" permits a pass in the final turn and forbids nothing by itself, so the "
         "reading rests on the options: passing is granted only for the final turn. The tool therefore reports a "
         "pass before any stop as breaking final-turns."),
    # -- stock ---------------------------------------------------------------------------
    Rule(RuleId.RECYCLE, "stock", "Recycling an empty stock",
         "When a turn begins with the stock empty, every discard except the visible top card is shuffled into "
         "a new stock; the top card stays as the discard pile.", AGREED, (
             _c(EN, S03, "Our table recycles an empty stock by shuffling all discards except the visible top as a "
                "new stock."),
             _c(FR, F03, "Pioche vide: notre table mélange défausses sauf sommet visible en nouvelle pioche.")),
         see_also=(RuleId.RECYCLE_WHEN, RuleId.STOCK_EXHAUSTED)),
    Rule(RuleId.RECYCLE_WHEN, "stock", "When the stock is recycled",
         "The stock is recycled at the start of the turn that finds it empty, whatever that player then does; "
         "a record gives the new order in `reshuffles`, or names each card drawn from it.", INTERPRETED, (
             _c(EN, S03, "Our table recycles an empty stock by shuffling all discards except the visible top as a "
                "new stock."),),
         interpretation="000 says an empty stock is recycled but not when. The tool recycles when a turn begins "
         "with the stock empty (as the scenario contract says), not when the last card is drawn: the discard "
         "just made by that draw is then under the new top and is recycled too."),
    Rule(RuleId.STOCK_EXHAUSTED, "stock", "Nothing to recycle: compare at once",
         "If the stock is empty and the discard pile holds only its top card, the deal ends at once and hands "
         "are compared.", AGREED, (
             _c(EN, S03, "If no recyclable card exists, end and compare immediately. This stock-exhaustion "
                "agreement fills an unspecified edge case."),
             _c(FR, F03, "Sans carte recyclable, comparez aussitôt. Convention de cas non précisé."))),
    # -- showdown and tokens -------------------------------------------------------------
    Rule(RuleId.WORST_LOSES, "showdown and tokens", "Only the worst hand loses",
         "All hands still in the deal are compared; only the single worst hand loses one token.", STATED, (
             _c(EN, S04, "Compare all hands; only the worst loses one token."),
             _c(NL, N_LIVES, "Alle spelers laten hun handen zien, en de speler met de slechtste Brag-hand verliest "
                "een leven, aangegeven door het inleveren van een van hun fiches."),
             _c(FR, F04, "Seule pire perd un jeton."))),
    Rule(RuleId.STOPPER_NOT_SAFE, "showdown and tokens", "The stopper is not protected",
         "Stopping does not make a player safe: a stopper with the worst hand loses like anyone else.", STATED, (
             _c(EN, S05, "The stopper could have lost with a weaker hand."),
             _c(EN, FAQ, "Yes. Stopping does not guarantee safety."),
             _c(FR, F05, "Celui qui arrête pourrait perdre avec moins bien."),
             _c(FR, FFAQ, "Oui. Cela ne garantit aucune sécurité.")),
         see_also=(RuleId.FINAL_TURNS, RuleId.WORST_LOSES)),
    Rule(RuleId.FLOATING, "showdown and tokens", "Floating at zero tokens",
         "A player who loses their last token is not out: they float, still playing with zero tokens.", STATED, (
             _c(EN, S04, "Losing your third token leaves you floating, still playing with zero tokens."),
             _c(EN, FAQ, "No. You float until another losing hand."),
             _c(NL, N_LIVES, "Een speler die geen fiches meer heeft, is 'op de pof' of 'zwevend'."),
             _c(FR, F04, "Troisième jeton perdu laisse flottant à zéro."))),
    Rule(RuleId.ELIMINATION, "showdown and tokens", "Losing while floating eliminates",
         "A floating player who has the worst hand again is eliminated and plays no more deals.", STATED, (
             _c(EN, S04, "Lose again while floating and you are eliminated."),
             _c(NL, N_LIVES, "Als de verliezer geen fiches meer heeft, wordt hij uit het spel verwijderd."),
             _c(FR, F04, "Perdre encore à zéro élimine."))),
    Rule(RuleId.LAST_SURVIVOR, "showdown and tokens", "The last survivor wins",
         "Deals go on until one player is left; that player wins and no further deal is played.", STATED, (
             _c(EN, S04, "Last survivor wins."),
             _c(NL, N_LIVES, "Het spel gaat door met verdere deals totdat alle spelers behalve één zijn "
                "uitgeschakeld en de laatst overgebleven speler is de winnaar."),
             _c(FR, F04, "Dernier survivant gagne."))),
    # -- other games ---------------------------------------------------------------------
    Rule(RuleId.OTHER_GAMES, "other games", "Not the other bus games",
         "Two different games share the name: the 31-point Stop the Bus (one-suit totals, knocking, a face-up "
         "pool of three, an instant 31, all tied lowest hands losing) and Bastard Brag (exchanging one or three "
         "cards with face-up table cards). Their rules are never used here. The 31-point game has its own rulebook "
         "and is adjudicated only when chosen: `game: thirty-one` in a record, `--game thirty-one` on the command "
         "line (see `stopbus rules --game thirty-one`).", STATED, (
             _c(EN, S01, "Stop the Bus also names unrelated 31-point and face-up-table exchange games; here the "
                "goal is a Brag hand made by drawing and discarding."),
             _c(EN, S06, "Exchanging one or all three cards against three face-up centre cards belongs to Bastard "
                "Brag; adding one-suit values to 31 is another Stop the Bus. Their stopping and scoring rules are "
                "not used here."),
             _c(NL, N_INTRO, "een versie van het spel Thirty-One, soms ook bekend als Ride the Bus, met hetzelfde "
                "mechanisme maar waarbij spelers proberen hoge kaarten van één kleur te verzamelen, waarbij de "
                "hoogst mogelijke handwaarde 31 is;"),
             _c(NL, N_INTRO, "een spel dat ook bekend staat als 'Bastard Stop the Bus' of 'Bastard Brag' waarin het "
                "de bedoeling is om een goede Brag-hand te verzamelen, maar dit wordt gedaan door kaarten te ruilen "
                "met een hand van 3 kaarten op tafel in plaats van door te trekken en af te leggen."),
             _c(FR, F06, "Échanger une ou trois contre trois ouvertes centrales est Bastard Brag; additionner une "
                "couleur jusqu’à 31 est un autre Stop the Bus. N’importez pas ces règles."),
             _c(OTHER, "How to play", "Score it by adding up the cards in the single best-represented suit in your "
                "hand."),
             _c(OTHER, "How to play", "or knock on the table to pass without swapping anything."),
             _c(OTHER, "Setting up", "Turn the top three cards from the stock face up beside it to form the pool "
                "(the 'bus')."),
             _c(OTHER, "How to play", "Special case: a hand of exactly 31 in one suit (Ace plus any two ten-value "
                "cards of the same suit) is an instant win."),
             _c(OTHER, "How to play", "If two or more players tie for lowest, each of them loses a life.")),
         conflicts="000's headline already warns: \"not the face-up exchange game\". Where the 31-point game "
         "makes every tied lowest hand lose, this game breaks exact ties by suit and only one hand loses."),
)

HOUSE: tuple[HouseRule, ...] = (
    HouseRule("run-vs-flush", "Run or flush: which ranks higher", ("run", "flush"), {
        "run": "A run beats a flush (the seeds' order).",
        "flush": "A flush beats a run; every other category keeps its place."},
        (_c(EN, S02, "Here run beats flush."),), labels={"flush": "flush over run"}),
    HouseRule("top-prial", "The best prial: three 3s or three aces", ("threes", "aces"), {
        "threes": "Three 3s are the best prial, then A-A-A, K-K-K down to 4-4-4, and 2-2-2 lowest (the seeds' order).",
        "aces": "Prials rank by card rank: A-A-A, K-K-K, ... 4-4-4, 3-3-3, 2-2-2."},
        (_c(EN, S02, "three 3 s highest, then A, K, Q"),), labels={"aces": "aces top prial"}),
    HouseRule("top-run", "The best run: A-2-3 or A-K-Q", ("a23", "akq"), {
        "a23": "A-2-3 is the best run, then A-K-Q, K-Q-J down to 4-3-2 (the seeds' order; suited runs alike).",
        "akq": "Runs rank A-K-Q, K-Q-J, ... 4-3-2, and A-2-3 lowest (suited runs alike)."},
        (_c(EN, S02, "A–2–3 highest, A–K–Q second"),), labels={"akq": "A-K-Q top run"}),
    HouseRule("floating", "Floating at zero tokens", ("true", "false"), {
        "true": "Losing the last token leaves a player floating, still playing at zero tokens (the seeds' rule).",
        "false": "Losing the last token eliminates at once: nobody plays at zero tokens, and a record that seats a "
                 "player with 0 tokens is refused."},
        (_c(EN, S04, "Losing your third token leaves you floating"),), labels={"false": "no floating"}, yes_no=True),
    HouseRule("stock-empty", "An empty stock: recycle or compare", ("recycle", "compare"), {
        "recycle": "A turn that begins with the stock empty recycles every discard but the visible top (the seeds' "
                   "agreement).",
        "compare": "A turn that begins with the stock empty ends the deal at once and the hands are compared, as "
                   "when nothing can be recycled."},
        (_c(EN, S03, "Our table recycles an empty stock"),), labels={"compare": "empty stock compares"}),
    HouseRule("dealer-skip", "The dealer deals again after the next dealer is eliminated", ("true", "false"), {
        "true": "If the next scheduled dealer was just eliminated, the previous dealer deals again (the seeds' rule).",
        "false": "The deal always passes to the next surviving player on the dealer's left; if the player who would "
                 "deal next was just eliminated, the player after them deals."},
        (_c(EN, S04, "if the next scheduled dealer was just eliminated, the previous dealer deals again"),),
        labels={"false": "no dealer skip"}, yes_no=True),
    HouseRule("stopper-safe", "Is the stopper safe", ("false", "true"), {
        "false": "The stopper is not protected: a stopper with the worst hand loses (the seeds' rule).",
        "true": "When the stopper holds the worst hand, the stopper is passed over and the worst of the other hands "
                "loses."},
        (_c(EN, S05, "The stopper could have lost with a weaker hand"), _c(EN, FAQ, "Stopping does not guarantee "
                                                                             "safety")),
        labels={"true": "stopper safe"}, yes_no=True),
)
"""The Brag game's house rules (`house:KEY`), the seeds' reading each one's default (shared/spec/house-rules.md)."""

HOUSE_BY_KEY: dict[str, HouseRule] = {h.key: h for h in HOUSE}


def _house_rule(h: HouseRule) -> Rule:
    """A house rule as a rulebook entry: what its default and alternatives play, citing the passage departed from."""
    plays = " ".join(f"`{h.key}: {v}`{' (default)' if v == h.default else ''}: {h.plays[v]}" for v in h.values)
    return Rule(RuleId(h.id), "house rules", h.title, plays, AGREED, h.departs_from,
                interpretation="A house rule: with no `house:` in the record and no `--house`, the default is played.")


RULES = RULES + tuple(_house_rule(h) for h in HOUSE)

OTHER_GAME_WORDS = (*OTHER_GAME_ACTIONS, "bastard", "lives", "thirty")
"""Words in a rules query that point at the other games."""

SPEC_IDS: tuple[RuleId, ...] = (
    RuleId.DECK, RuleId.PLAYERS, RuleId.TOKENS, RuleId.DEAL, RuleId.FIRST_TURN, RuleId.TURN_ORDER,
    RuleId.DRAW_STOCK, RuleId.TAKE_DISCARD, RuleId.STOP, RuleId.FINAL_TURNS, RuleId.RECYCLE,
    RuleId.STOCK_EXHAUSTED, RuleId.RANKING, RuleId.PRIAL_ORDER, RuleId.RUN_ORDER, RuleId.FLUSH_ORDER,
    RuleId.PAIR_ORDER, RuleId.HIGH_CARD_ORDER, RuleId.SUIT_TIEBREAK, RuleId.WORST_LOSES,
    RuleId.STOPPER_NOT_SAFE, RuleId.FLOATING, RuleId.ELIMINATION, RuleId.LAST_SURVIVOR,
    RuleId.DEALER_ROTATION, RuleId.DEALER_SKIP, RuleId.OTHER_GAMES)
"""The ids the scenario-format spec names; the rulebook has these and a few finer ones."""

BY_ID: dict[str, Rule] = {r.id: r for r in RULES}
"""Every rule by its id: the keys are the `RuleId` members (typed `str` so that a user's text can be looked up)."""


def get(rule_id: str) -> Rule:
    """The rule with this id; KeyError if none."""
    return BY_ID[rule_id]


def nearest(rule_id: str, n: int = 3) -> list[str]:
    """Ids that look like `rule_id`, for 'did you mean'."""
    import difflib

    near = difflib.get_close_matches(rule_id, list(BY_ID), n=n, cutoff=0.4)
    return near or [i for i in BY_ID if rule_id.lower() in i][:n]


def search(query: str) -> list[Rule]:
    """The rules the words find, best first: the one rule search of every game, the scorer of `stopbus ask`
    (`ask.answer.ranked`), as `rules --search` and the table's `rules WORD` list them. Words are stemmed and
    matched whole ("out" is not found inside "without"), players' words count as the rulebook's ("knocked out"
    is elimination) and card sequences match in any order.

    >>> [str(r.id) for r in search("knocked out")][:2]
    ['elimination', 'dealer-skip']
    >>> [str(r.id) for r in search("A-K-2")], search("without")
    (['run-order'], [])
    """
    from ..ask.answer import ranked

    return ranked("brag", query)


def citing_section(number: str) -> list[Rule]:
    """Rules quoting section `number` ('03' or '3') of the numbered texts (000 and 004); the house rules that
    depart from it are not the section's rules (`stopbus rules house` lists them).

    >>> [str(r.id) for r in citing_section("05")]
    ['stopper-not-safe']
    """
    n = number.strip().lstrip("§").zfill(2)
    return [r for r in RULES if r.topic != "house rules" and any(c.section.split(" ", 1)[0] == n for c in r.citations)]
