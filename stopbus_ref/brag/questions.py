"""The questions each rule of the Brag game answers, as players ask them, with short direct answers (en, nl, fr).

Part of the rulebook: `Rule.questions` reads them from here. The seeds' own FAQ items come first (000 "Common
questions", 004 "Questions fréquentes", marked with their source); then questions players ask at the table. The
synonym table maps players' words to the rulebook's, per language, for `stopbus ask` (ask.py).
"""

from __future__ import annotations

from ..rulebook_model import Question, parse_questions

QUESTIONS: dict[str, tuple[Question, ...]] = parse_questions("""
@deck
en | How many cards are in the deck? | One standard deck of 52 cards.
en | Do we play with jokers? | No. The game uses one 52-card deck without jokers.
en | Can we use two decks? | No. One deck of 52 cards, so every card exists once in a deal.
nl | Spelen we met jokers? | Nee. Eén kaartspel van 52 kaarten, zonder jokers.
nl | Hoeveel kaarten zitten er in het spel? | 52 kaarten, één standaard kaartspel.
fr | Joue-t-on avec les jokers ? | Non. Un jeu de 52 cartes sans jokers.
fr | Combien de cartes dans le paquet ? | 52 cartes, un seul jeu.

@card-conservation
en | Can a player show a hand without the card they just picked up? | No. A card drawn or taken stays in the hand until it is discarded; a shown hand without it breaks the rules.
en | Can the same card be in two places at once? | No. Every card is in exactly one place: a hand, the stock or the discard pile.
en | Ben took the 7 of hearts but his hand at the showdown has no 7, is that allowed? | No. He must still hold it unless he discarded it afterwards.
nl | Mag iemand een hand laten zien zonder de kaart die hij net pakte? | Nee. Een gepakte kaart blijft in de hand tot ze wordt afgelegd.
nl | Kan een kaart op twee plaatsen tegelijk liggen? | Nee. Elke kaart ligt op één plaats: in een hand, de stapel of de aflegstapel.
fr | Peut-on montrer une main sans la carte qu'on vient de prendre ? | Non. Une carte prise reste dans la main jusqu'à ce qu'elle soit défaussée.
fr | Une carte peut-elle être à deux endroits à la fois ? | Non. Chaque carte est à un seul endroit : une main, la pioche ou la défausse.

@ranking
en | What beats what? | Best first: prial, running flush, run, flush, pair, high card.
en | Is a run better than a flush? | Yes. Here a run beats a flush.
en | Does a straight beat a flush? | Yes. A straight (a run) beats a flush in Brag.
en | What is the best hand in Brag? | A prial (three of a kind) is the best kind of hand; three 3s are the best of all.
en | Which hands are the strongest, in order? | Prial, running flush, run, flush, pair, high card.
en | Do the points of the cards count? | No. Only three-card Brag hands count, nothing is scored by points.
nl | Wat is de volgorde van de handen? | Van hoog naar laag: prial, running flush, run, flush, paar, hoge kaart.
nl | Is een straat hoger dan een flush? | Ja. Een run (straat) verslaat een flush.
fr | Quel est l'ordre des mains ? | Du plus fort au plus faible : brelan, suite assortie, suite, couleur, paire, carte haute.
fr | Une suite bat-elle une couleur ? | Oui. La suite bat la couleur.

@prial-order
en | What is the best three of a kind? | Three 3s are the best prial, then A-A-A, K-K-K and down to 2-2-2.
en | Do three aces beat three threes? | No. Three 3s are the best prial; three aces are second.
en | Which trips are the lowest? | 2-2-2 is the lowest prial.
nl | Wat is de beste prial? | 3-3-3 is de beste prial, dan A-A-A, K-K-K, tot 2-2-2 als laagste.
nl | Zijn drie azen de hoogste drie gelijke? | Nee. Drie drieën zijn het hoogst, daarna drie azen.
fr | Quel est le meilleur brelan ? | Trois 3 sont le meilleur brelan, puis les as, les rois, jusqu'aux 2.
fr | Trois as battent-ils trois 3 ? | Non. Trois 3 sont supérieurs.

@run-order
en | Is K-A-2 a run? | No. Runs do not go round the corner: K-A-2 is not a run.
en | What is the best run? | A-2-3 is the best run, then A-K-Q, then K-Q-J down to 4-3-2.
en | Is A-2-3 higher than A-K-Q? | Yes. A-2-3 is the best run and A-K-Q is second.
en | Can a straight go round the corner? | No. K-A-2 is not a run.
nl | Is K-A-2 een run? | Nee. Een run gaat niet rond: K-A-2 telt niet.
nl | Wat is de hoogste straat? | A-2-3 is de beste run, dan A-K-Q, dan K-Q-J tot 4-3-2.
fr | K-A-2 est-il une suite ? | Non. K-A-2 est invalide.
fr | Quelle est la meilleure suite ? | A-2-3 est la meilleure, A-K-Q deuxième, puis K-Q-J jusqu'à 4-3-2.

@flush-order
en | How do you compare two flushes? | Highest card first, then the next, then the lowest: J-9-2 beats J-8-7.
en | Which flush wins if both have the same top card? | The next card decides, then the lowest one.
en | What is the best flush? | A-K-J of one suit; the lowest is 5-3-2.
nl | Hoe vergelijk je twee flushes? | Eerst de hoogste kaart, dan de volgende, dan de laagste: J-9-2 verslaat J-8-7.
fr | Comment départager deux couleurs ? | Par la plus forte carte, puis la suivante, puis la plus basse.

@pair-order
en | How do you compare two pairs? | The rank of the pair first, then the odd card: 5-5-3 beats 4-4-K.
en | Two people have the same pair, who wins? | The odd card (kicker) decides.
en | Is a pair of threes special? | No. Pairs use ordinary ranks; 3s are special only in prials and runs.
en | What is the best pair? | A-A-K is the best pair hand, 2-2-3 the worst.
nl | Hoe vergelijk je twee paren? | Eerst het paar, dan de derde kaart: 5-5-3 is beter dan 4-4-K.
fr | Comment comparer deux paires ? | Par la paire, puis la carte restante.

@high-card-order
en | Nobody has anything, who wins? | Compare highest card, then next, then lowest (ranks A K Q J 10 ... 2).
en | What is the worst possible hand? | 5-3-2 not all of one suit is the worst hand.
en | Is the ace high or low? | High for ordinary ranking: A K Q J 10 9 8 7 6 5 4 3 2.
nl | Wie wint met alleen hoge kaarten? | Vergelijk de hoogste kaart, dan de volgende, dan de laagste.
fr | Qui gagne avec seulement des cartes hautes ? | Comparez la plus forte carte, puis les suivantes.

@suit-tiebreak
en | What if two hands are exactly the same? | Suits decide: the highest-ranked card's suit, spades > hearts > diamonds > clubs.
en | Which suit is the highest? | Spades, then hearts, diamonds, clubs (only to break an exact tie).
en | Can there be a tie for the worst hand? | No. An exact rank tie is broken by suit, so only one hand loses.
nl | Wat als twee handen gelijk zijn? | De kleur van de hoogste kaart beslist: schoppen > harten > ruiten > klaveren.
fr | Que faire en cas d'égalité exacte ? | Les couleurs départagent : pique > cœur > carreau > trèfle.

@suit-tiebreak-duplicate
en | In a tie, which suit counts when my top card is a pair? | The best suit among the cards of that rank.
en | Tie between two pairs of the same rank, which suit counts? | The highest suit of the duplicated top rank.
en | Which of my two aces counts for the suit tie? | The better suit of the two.
nl | Welke kleur telt bij een gelijkspel met een paar? | De hoogste kleur van de dubbele kaart.
fr | En cas d'égalité avec une paire, quelle couleur compte ? | La plus haute couleur du rang doublé.

@tiebreak-card
en | In A-2-3, which card is the highest for the suit tie? | The ace: ordinary ranks, ace high.
en | Is the 3 or the ace the top card of A-2-3 in a tie? | The ace; the tool reads highest-ranked with ordinary ranks.
en | Can two hands stay tied? | Only hands from different deals sharing cards; the tool then reports a tie.
nl | Welke kaart is de hoogste in 3-2-A bij gelijkspel? | De aas: gewone rangorde, aas hoog.
fr | Dans A-2-3, quelle carte est la plus haute pour départager ? | L'as, rang ordinaire.

@players
en | How many people can play? | Two to nine; the tool also accepts 10 to 17 with a warning.
en | Can ten of us play? | Yes, with a warning: the game is described for two to nine, and up to 17 fit one deck.
en | Can we play with two players? | Yes. Two to nine players.
nl | Met hoeveel spelers kun je spelen? | Van 2 tot 9 spelers; het best met 3 tot 5.
fr | Combien de joueurs ? | Deux à neuf.

@tokens
en@000 FAQ | How many lives does everyone get? | Three life tokens each.
en | How many chips do we start with? | Three tokens each; they count lives, not bets.
en | Do we bet with the tokens? | No. Tokens track lives only: no bets, no points.
nl | Met hoeveel fiches begin je? | Drie fiches (levens) per speler.
fr | Combien de jetons au départ ? | Trois jetons de vie chacun.

@deal
en | How do you deal? | Shuffle, deal three cards one at a time to each player, turn one up to start the discard pile, the rest is the stock.
en | How many cards does each player get? | Three, dealt one at a time.
en | Who deals first? | The first dealer is chosen at random.
en | Do you shuffle every hand? | Yes. Shuffle for every fresh hand.
nl | Hoeveel kaarten krijgt iedereen? | Drie kaarten, één voor één; de volgende kaart gaat open op de aflegstapel.
nl | Hoe wordt er gedeeld? | De deler schudt, deelt drie kaarten per speler en legt er één open.
fr | Combien de cartes par joueur ? | Trois, distribuées une par une.
fr | Comment distribuer ? | Mélangez, trois cartes une par une, une défausse visible, le reste en pioche.

@dealer-rotation
en | Who deals next? | The next surviving player to the dealer's left.
en | Who deals after this hand? | The deal moves left to the next player still in the game.
en | Does the same person always deal? | No. The deal moves left after each hand.
nl | Wie deelt er na een ronde? | De beurt om te delen gaat naar links.
fr | Qui distribue ensuite ? | La donne passe à gauche.

@dealer-skip
en | Who deals after the next dealer is knocked out? | The same dealer deals again, so the next surviving player still plays first.
en | The player who should deal was just eliminated: what now? | The previous dealer deals again.
en | Someone was knocked out, who deals now? | If the next dealer was just eliminated, the dealer deals again.
nl | Wie deelt als de volgende deler net is uitgeschakeld? | Dezelfde speler deelt opnieuw.
fr | Qui distribue si le prochain donneur vient d'être éliminé ? | Le donneur précédent redonne.

@first-turn
en | Who goes first? | The player to the dealer's left.
en | Who starts the hand? | The next surviving player to the dealer's left plays first.
en | Does the dealer play first? | No. The dealer's left starts.
nl | Wie begint? | De speler links van de deler.
fr | Qui commence ? | Le voisin de gauche du donneur.

@turn-order
en | Which way does play go? | Clockwise.
en | Do we play clockwise or anticlockwise? | Clockwise, skipping eliminated players.
en | Are eliminated players skipped? | Yes. Turns go clockwise around the players still in.
nl | Welke kant gaat het spel op? | Met de klok mee.
fr | On joue dans quel sens ? | Dans le sens horaire.

@draw-stock
en | What do I do on my turn? | Draw the stock's top card and discard one of your four, or take the discard, or stop the bus.
en | Can I throw away the card I just drew? | Yes. A card drawn from the stock may be discarded at once.
en | How many cards do I keep? | Exactly three after discarding.
en | Do I have to discard after drawing from the pile? | Yes. Discard any one of the four, keeping three.
nl | Mag ik de kaart die ik net trok meteen afleggen? | Ja, een getrokken kaart mag direct weer weg.
nl | Wat doe ik als ik aan de beurt ben? | Trek de bovenste kaart van de voorraad en leg een van je vier kaarten af.
fr | Puis-je défausser la carte que je viens de piocher ? | Oui. La carte piochée peut repartir aussitôt.
fr | Que faire à mon tour ? | Prenez le sommet de la pioche et défaussez une carte quelconque.

@take-discard
en | Can I pick up the discard and throw it straight back? | No. After taking the discard you must discard a different card.
en | Can I take the top card of the discard pile? | Yes, then discard a different card.
en | Can I take the face-up card? | Yes: take the discard's top card and discard another one.
nl | Mag ik de kaart van de aflegstapel pakken? | Ja, en dan leg je een andere kaart af.
fr | Puis-je reprendre la défausse et la rejeter ? | Non. Défaussez une AUTRE carte.

@stop
en | How do you stop the bus? | On your turn, instead of drawing, call "stop the bus": no draw, no discard, you keep your hand.
en | Do I draw a card when I stop? | No. Stopping replaces the draw and the discard.
en | Can I stop the bus on my turn? | Yes, instead of drawing: you keep your three cards.
nl | Hoe stop je de bus? | Roep 'stop de bus' in je beurt: je trekt niet en legt niet af.
fr | Comment arrêter le bus ? | À votre tour, dites stop the bus, sans pioche ni défausse.

@second-stop
en | Can someone stop again after the bus is stopped? | No. A final turn is a draw, a take or a pass; a second stop is refused.
en | Can two players stop the bus? | No. Once the bus is stopped it cannot be stopped again.
en | Can I stop in my last turn? | No. In a final turn you draw, take or pass.
nl | Mag je nog een keer stoppen als de bus al gestopt is? | Nee, een tweede stop mag niet.
fr | Peut-on arrêter une deuxième fois ? | Non. Le dernier tour est pioche, défausse prise ou passe.

@final-turns
en | What happens after someone stops? | Every other player has one final turn, then all hands are shown.
en | Does the person who stopped play again? | No. The stopper does not play again.
en | Can I pass in my final turn? | Yes. In the final turn after a stop you may simply pass.
en | How many more turns after a stop? | One final turn for each other player.
nl | Wat gebeurt er als iemand stop roept? | Iedereen krijgt nog één beurt en dan is het afgelopen.
nl | Mag ik passen in de laatste ronde? | Ja, na een stop mag je passen.
fr | Que se passe-t-il après l'arrêt ? | Chaque autre joueur joue un dernier tour, puis on expose.
fr | Peut-on passer au dernier tour ? | Oui, on peut simplement passer ce tour.

@pass-before-stop
en | Can I pass before anyone stops? | No. Before a stop you must draw, take or stop; passing is only for the final turn.
en | Can I skip my turn? | No, not before the bus is stopped.
en | Is passing allowed in a normal turn? | No. A pass is refused before anyone stops.
nl | Mag ik passen voordat iemand stopt? | Nee, passen mag alleen in de laatste beurt.
fr | Puis-je passer avant l'arrêt ? | Non, passer n'est permis qu'au dernier tour.

@recycle
en | What happens when the stock runs out? | The discards except the visible top card are shuffled into a new stock.
en | What if the deck runs out? | Shuffle all the discards except the top one into a new stock.
en | There are no cards left to draw, what now? | The discard pile, minus its top card, becomes the new stock.
nl | Wat als de voorraad op is? | De afgelegde kaarten behalve de bovenste worden geschud als nieuwe voorraad.
fr | Que faire quand la pioche est vide ? | Mélangez les défausses sauf le sommet visible en nouvelle pioche.

@recycle-when
en | When exactly is the stock reshuffled? | At the start of the turn that finds it empty.
en | Do we reshuffle as soon as the last card is drawn? | No. When the next turn begins with the stock empty.
en | When do you recycle the discards? | When a turn begins with the stock empty.
nl | Wanneer wordt de voorraad opnieuw geschud? | Aan het begin van de beurt die hem leeg vindt.
fr | Quand remélanger la pioche ? | Au début du tour qui la trouve vide.

@stock-exhausted
en | What if the stock is empty and there is nothing to reshuffle? | The deal ends at once and the hands are compared.
en | No cards left at all, what happens? | Compare hands at once.
en | Stock empty and only one discard? | Nothing to recycle: hands are compared immediately.
nl | Wat als er niets meer te schudden is? | Dan worden de handen meteen vergeleken.
fr | Et s'il n'y a rien à remélanger ? | Sans carte recyclable, comparez aussitôt.

@worst-loses
en | Who loses a life? | Only the player with the single worst hand loses one token.
en | Does everyone below the best hand lose? | No. Only the worst hand loses a token.
en | How many players lose a token each hand? | One: the worst hand.
nl | Wie verliest een leven? | De speler met de slechtste hand verliest één fiche.
fr | Qui perd un jeton ? | Seule la pire main perd un jeton.

@stopper-not-safe
en@000 FAQ | May I stop with a weak hand? | Yes. Stopping does not guarantee safety.
en | Can the person who stopped the bus lose a token? | Yes. Stopping does not protect the stopper: if their hand is the worst after everyone's final turn, they lose a token.
en | Is the stopper safe? | No. A stopper with the worst hand loses like anyone else.
en | If I stop and have the worst hand, do I lose? | Yes. Stopping does not make you safe.
nl | Kan degene die stop roept verliezen? | Ja. Stoppen beschermt niet: met de slechtste hand verlies je een fiche.
fr@004 FAQ | Puis-je arrêter avec une faible main ? | Oui. Cela ne garantit aucune sécurité.
fr | Celui qui arrête peut-il perdre ? | Oui. Celui qui arrête pourrait perdre avec moins bien.

@floating
en@000 FAQ | Am I out when my last token is lost? | No. You float until another losing hand.
en | What happens when I lose my last life? | You float: you keep playing with zero tokens.
en | What does floating mean? | Playing on with zero tokens after losing your last one.
en | Am I out at zero lives? | No. At zero you float and still play.
nl | Ben ik uit als ik geen fiches meer heb? | Nee, je bent 'op de pof' (zwevend) en speelt door.
fr@004 FAQ | Le dernier jeton perdu élimine-t-il ? | Non. Vous flottez jusqu'à une autre défaite.
fr | Que se passe-t-il à zéro jeton ? | Vous flottez à zéro et continuez à jouer.

@elimination
en | When are you knocked out? | When you lose again while floating.
en | What happens if I lose while on the bus? | You are eliminated and play no more deals.
en | How do you get eliminated? | Have the worst hand while you have zero tokens.
nl | Wanneer ben je uitgeschakeld? | Als je verliest terwijl je geen fiches meer hebt.
fr | Quand est-on éliminé ? | En perdant encore quand on flotte à zéro.

@last-survivor
en | Who wins the game? | The last player left in wins.
en | When does the game end? | When only one player is left; no further deal is played.
en | How do you win? | Be the last survivor.
nl | Wie wint het spel? | De laatst overgebleven speler.
fr | Qui gagne la partie ? | Le dernier survivant.

@other-games
en | Can I knock? | No. Knocking belongs to the 31-point Stop the Bus, not to this Brag game.
en | Do the cards add up to 31? | No, not in this game: adding one suit to 31 is the 31-point Stop the Bus. Here hands rank as Brag hands.
en | Can I swap with the middle cards? | No. Exchanging with face-up table cards is Bastard Brag or the 31-point game.
en | Is there a pool of face-up cards? | No. The face-up pool belongs to the 31-point game and Bastard Brag.
en | What is Bastard Brag? | A different game: exchanging cards with three face-up centre cards. Its rules are not used here.
en | Do tied lowest hands all lose? | Not in this game: exact ties break by suit and one hand loses (all tied lowest lose in the 31-point game).
nl | Mag ik kloppen? | Nee. Kloppen hoort bij het 31-spel (Thirty-One), niet bij dit Brag-spel.
nl | Tellen de kaarten op tot 31? | Nee, dat is een ander spel (Thirty-One).
fr | Puis-je frapper ? | Non. Frapper appartient au Stop the Bus à 31 points.
fr | Peut-on échanger avec les cartes du milieu ? | Non. Échanger contre les cartes ouvertes est le Bastard Brag.

@ranking
en | Does three of a kind beat a running flush? | Yes. A prial beats every other hand, a running flush included.
en | Which is higher, a straight or a flush? | The run (straight): here a run beats a flush.
en | What hands are there in Brag? | Prial, running flush, run, flush, pair and high card, best first.
nl | Welke hand wint, een flush of een run? | De run: een run verslaat een flush.
nl | Wat is de sterkste hand? | Een prial (drie gelijke kaarten).
fr | Quelle est la meilleure main ? | Le brelan (prial), puis la suite assortie, la suite, la couleur, la paire.
fr | Un brelan bat-il une suite ? | Oui. Le brelan est la plus forte main.

@run-order
en | Does ace-two-three count as the top run? | Yes. A-2-3 is the best run, A-K-Q the second.
en | Is Q-K-A a run? | Yes: A-K-Q, the second-best run.
en | Does K-A-2 count as a straight? | No. Runs do not go round the corner.
nl | Telt A-2-3 als hoogste run? | Ja, 3-2-A is de beste.
fr | L'as peut-il être bas dans une suite ? | Oui dans A-2-3, la meilleure suite ; K-A-2 ne compte pas.

@players
en | How many players can join? | Two to nine (up to 17 with a warning).
en | What is the most players you can have? | Nine as described; the tool accepts up to 17 with a warning.
nl | Hoeveel mensen kunnen meedoen? | Twee tot negen, het best met drie tot vijf.
fr | Combien de personnes peuvent jouer ? | Deux à neuf.

@deal
en | How many cards do you get dealt? | Three cards each.
en | Is a card turned face up after the deal? | Yes. The next card starts the discard pile; the rest is the stock.
nl | Hoe begint het delen? | De deler schudt en deelt drie kaarten aan iedereen.
fr | Qui distribue en premier ? | Le premier donneur est tiré au sort.

@dealer-rotation
en | Whose turn is it to deal? | The next surviving player to the left of the last dealer.
nl | Wie deelt? | Na elke hand gaat het delen naar links.
nl | Wie is de volgende deler? | De volgende speler links van de deler.
fr | Qui donne les cartes après ? | Le joueur à gauche du donneur précédent.
fr | À qui le tour de distribuer ? | La donne passe à gauche.

@first-turn
nl | Wie mag beginnen na het delen? | De speler links van de deler begint.
en | Who goes first after the deal? | The player on the dealer's left.
en | Who plays first? | The next surviving player to the dealer's left.
nl | Wie moet er beginnen? | De speler links van de deler begint.
nl | Wie is als eerste aan de beurt? | Links van de deler.
fr | Qui joue en premier ? | Le joueur à gauche du donneur.
fr | Qui entame ? | Le voisin de gauche du donneur commence.

@turn-order
nl | Spelen we met de klok mee? | Ja, met de klok mee.
fr | Joue-t-on dans le sens des aiguilles d'une montre ? | Oui, sens horaire.

@draw-stock
en | Can I get rid of the card I just picked up from the deck? | Yes. The card drawn from the stock may be discarded straight away.
en | How many cards can I hold? | Three; four only for a moment while you choose your discard.
fr | Combien de cartes je garde ? | Exactement trois.

@take-discard
en | Can I take the card that was just thrown away? | Yes, the discard pile's top card; then discard a different one.
nl | Mag ik de weggegooide kaart meteen teruggooien? | Nee, je moet een andere kaart afleggen.
fr | Puis-je prendre la carte défaussée ? | Oui, puis défaussez une autre carte.

@stop
en | What does stop the bus mean? | You end the drawing: you keep your hand and everyone else gets one last turn.
nl | Wat betekent stop de bus? | Je houdt je hand; de anderen krijgen nog één beurt.
fr | Que veut dire arrêter le bus ? | Vous gardez votre main, sans piocher ni défausser.

@second-stop
en | Somebody already stopped, can I stop too? | No. Once the bus is stopped it cannot be stopped again.
en | Can the bus be stopped twice? | No. There is only one stop; the final turns are draws, takes or passes.
fr | Deux joueurs peuvent-ils arrêter ? | Non, un seul arrêt.

@final-turns
en | After the bus is stopped, how many goes does everyone get? | One final turn each, then the hands are shown.
en | Do I get another go after someone stops? | Yes, one final turn, in which you may also pass.
nl | Hoeveel beurten krijg je nog na stop? | Nog één beurt per speler.
fr | Combien de tours après l'arrêt ? | Un dernier tour pour chaque autre joueur.

@pass-before-stop
en | Can I just pass on my go? | Not before the bus is stopped: draw, take the discard or stop.
nl | Mag ik een beurt overslaan? | Nee, pas na een stop mag je passen.
fr | Puis-je passer mon tour ? | Seulement au dernier tour après l'arrêt.

@recycle
en | What do we do when there are no cards left in the pile? | Shuffle the discards, except the top card, into a new stock.
nl | Wat als de stapel op is? | Schud de afgelegde kaarten (behalve de bovenste) als nieuwe voorraad.
nl | Er zijn geen kaarten meer om te trekken, wat nu? | De aflegstapel wordt geschud tot nieuwe voorraad.
fr | Il n'y a plus de cartes à piocher ? | Les défausses, sauf la visible, forment une nouvelle pioche.

@recycle-when
en | When is the discard pile reshuffled? | When a turn begins and finds the stock empty.
en | Is the stock reshuffled straight after the last card is taken? | No, at the start of the next turn that finds it empty.

@stock-exhausted
en | The stock is empty and there is only one discard, what now? | Nothing can be recycled: compare hands at once.

@worst-loses
en | Does everyone except the winner lose a token? | No. Only the single worst hand loses a token.
en | How many tokens does the loser lose? | One token.
nl | Verliest iedereen behalve de winnaar? | Nee, alleen de slechtste hand verliest.
fr | Tout le monde perd-il un jeton sauf le gagnant ? | Non, seule la pire main perd.

@stopper-not-safe
en | Does the one who stopped the bus get protected? | No. Stopping does not protect: the worst hand loses, stopper or not.
nl | Is de stopper veilig? | Nee, ook de stopper kan verliezen.

@floating
en | I have no tokens left, am I out? | No. You float with zero tokens and still play.
en | What does it mean to be on the bus? | You have lost your last token and float: still playing, with zero tokens.
nl | Ben ik eruit als mijn fiches op zijn? | Nee, je bent 'op de pof' en speelt door.
nl | Wat betekent zwevend of op de pof? | Geen fiches meer, maar je speelt nog mee.
fr | Je n'ai plus de jetons, suis-je éliminé ? | Non. Vous flottez à zéro jusqu'à une autre défaite.

@elimination
en | What happens if you lose while floating? | You are eliminated.
en | When do you leave the game? | When you have the worst hand while already floating at zero tokens.
nl | Wanneer lig je eruit? | Als je verliest terwijl je al zweeft.
fr | Que se passe-t-il si on perd en flottant ? | On est éliminé.

@last-survivor
nl | Wanneer is het spel afgelopen? | Als er nog één speler over is.
fr | Quand la partie se termine-t-elle ? | Quand il ne reste qu'un joueur.

@high-card-order
en | What's the lowest hand you can have? | 5-3-2 in mixed suits, the worst high-card hand.
en | How do you compare two hands with nothing? | Highest card first, then the next, then the lowest.

@tokens
nl | Hoeveel levens krijgt iedereen? | Drie fiches per speler.
fr | Combien de vies a-t-on ? | Trois jetons de vie chacun.

@other-games
en | Do we add up the cards? | No. Adding one suit's values is the 31-point game; here hands rank as Brag hands.
en | Can I trade cards with the face-up cards in the middle? | No. That is Bastard Brag or the 31-point game.
nl | Mogen we ruilen met de open kaarten? | Nee, dat is Bastard Brag of het 31-spel.
fr | Additionne-t-on les cartes ? | Non, c'est l'autre Stop the Bus à 31 points.

@deal
en | How many cards does everyone get? | Three each, dealt one at a time.
en | Do you deal three at once or one at a time? | One at a time, three rounds.
nl | Deel je de kaarten een voor een? | Ja, één voor één, drie per speler.
fr | Distribue-t-on une carte à la fois ? | Oui, une par une, trois chacun.

@dealer-rotation
en | Whose deal is it now? | The next surviving player to the left of the last dealer.
en | Where does the deal go after a hand? | To the left, to the next player still in.
fr | Qui est le prochain donneur ? | Le joueur suivant à gauche.

@dealer-skip
en | What if the next dealer has just been eliminated? | The same dealer deals again.
nl | De volgende deler ligt eruit, wie deelt er dan? | Dezelfde deler deelt opnieuw.

@stop
en | Can I stop with a bad hand on my first turn? | Yes, any turn may be a stop; but stopping does not make you safe.
en | When can I stop the bus? | On any of your turns before someone else has stopped, instead of drawing.
nl | Wanneer mag ik stop de bus roepen? | In je beurt, in plaats van te trekken.
fr | Quand peut-on arrêter le bus ? | À son tour, au lieu de piocher.

@final-turns
en | Does the stopper get another go? | No. Only the other players have a final turn.
nl | Mag de stopper nog een beurt? | Nee, de stopper speelt niet meer; de anderen nog één keer.
fr | Celui qui a arrêté rejoue-t-il ? | Non. Celui qui arrête ne rejoue pas.
fr | Est-ce que tout le monde rejoue après l'arrêt ? | Oui, chaque autre joueur une dernière fois.

@stopper-not-safe
en | I stopped with rubbish cards, can I still lose? | Yes. Stopping does not protect you from having the worst hand.
nl | Verlies ik als ik stop met de slechtste hand? | Ja, stoppen beschermt niet.

@recycle
en | What happens if nobody stops the bus and the cards run out? | The discards (except the top one) are reshuffled as a new stock, and play goes on.
en | Does the game go on when the deck is used up? | Yes. The discard pile is reshuffled into a new stock.

@run-order
en | Is 4-3-2 the lowest run? | Yes. 4-3-2 is the lowest run.
en | What is the lowest straight? | 4-3-2.
nl | Wat is de laagste run? | 4-3-2.
fr | Quelle est la plus petite suite ? | 4-3-2.

@prial-order
en | What is the lowest three of a kind? | 2-2-2.
fr | Quel est le plus petit brelan ? | 2-2-2.

@ranking
en | What beats a pair? | Flush, run, running flush and prial all beat a pair.
en | Does a flush beat a pair? | Yes. A flush ranks above a pair.
nl | Wat is hoger, een paar of een flush? | Een flush.
fr | Une couleur bat-elle une paire ? | Oui.

@suit-tiebreak
en | Which suit wins a tie? | Spades, then hearts, diamonds, clubs: the suit of the highest-ranked card.
fr | Quelle couleur est la plus forte en cas d'égalité ? | Pique, puis cœur, carreau, trèfle.
nl | Welke kleur is het hoogst bij gelijkspel? | Schoppen, dan harten, ruiten, klaveren.

@suit-tiebreak-duplicate
en | My highest card is a pair, whose suit decides? | The best suit among the cards of that rank.

@last-survivor
nl | Wie is de winnaar van het spel? | De laatste speler die overblijft wint.
en | Who is the winner? | The last player left in the game.
nl | Wie is de winnaar? | De laatst overgebleven speler.
fr | Qui est le vainqueur ? | Le dernier survivant.

@worst-loses
nl | Wie verliest er aan het eind van de hand? | Alleen de slechtste hand, één fiche.
fr | Qui perd à la fin de la donne ? | Seule la pire main perd un jeton.

@elimination
en | Do I get eliminated if I lose twice at zero? | You are eliminated the first time you lose while floating.
en | Can you be eliminated straight away? | No. You float first; losing again while floating eliminates.

@tokens
en | Can we play for money? | No bets: tokens only count lives.
en | Do we need a pot or chips? | Tokens count lives only; there are no bets or pot.

@players
en | Can 12 people play? | Yes, with a warning: up to 17 fit one deck.
en | Is there a maximum number of players? | Nine as described; at most 17 can be dealt from one deck.

@other-games
en | Is there a pot in this game? | No. A pot belongs to the 31-point game's variant; here tokens count lives only.

@deck
en | Is it a normal pack of cards? | Yes: one standard 52-card pack, no jokers.
en | Are the jokers taken out? | Yes. 52 cards without jokers.
nl | Moeten de jokers eruit? | Ja, je speelt met 52 kaarten zonder jokers.
fr | Faut-il retirer les jokers ? | Oui, 52 cartes sans jokers.

@ranking
en | What's the order of hands from best to worst? | Prial, running flush, run, flush, pair, high card.
en | Do trips beat a straight? | Yes. A prial (trips) beats a run.
en | Is a pair better than a flush? | No. A flush beats a pair.
nl | Wat is de rangorde van de handen van hoog naar laag? | Prial, running flush, run, flush, paar, hoge kaart.
nl | Is drie dezelfde beter dan een straat? | Ja, een prial wint van een run.
fr | Une paire d'as bat-elle une couleur ? | Non. La couleur bat la paire.
fr | Dans quel ordre sont les combinaisons ? | Brelan, suite assortie, suite, couleur, paire, carte haute.

@prial-order
en | Is 3-3-3 the best hand? | Yes. Three 3s are the best prial, so the best hand of all.
en | Which prial is highest? | Three 3s, then three aces, kings and so on.
nl | Wat is de hoogste drie dezelfde? | Drie drieën.
fr | Quel brelan est le plus fort ? | Trois 3.

@run-order
en | Do aces count low in a run? | Only in A-2-3, the best run; K-A-2 is no run.
en | Which straight is best? | A-2-3, then A-K-Q.
nl | Mag de aas laag in een run? | Ja in A-2-3, de beste run; K-A-2 telt niet.
fr | La suite K-A-2 compte-t-elle ? | Non, elle est invalide.

@flush-order
en | Both have a flush, who wins? | The higher top card, then the next, then the lowest.
nl | Wie wint er bij twee flushes? | De hoogste kaart, dan de volgende, dan de laagste.
fr | Deux couleurs, qui gagne ? | La plus haute carte, puis la suivante.

@pair-order
en | Same pair, who wins? | The higher third card.
en | Does a pair of aces beat a pair of kings? | Yes: pairs compare their rank first.
nl | Hetzelfde paar, wie wint? | De hoogste derde kaart.
fr | Même paire, qui gagne ? | La carte restante la plus haute.

@high-card-order
en | Do aces count high? | Yes, ace high: A K Q J 10 down to 2.
en | Neither of us has a pair or better, who wins? | Compare the highest cards, then the next, then the lowest.
nl | Is de aas hoog? | Ja, aas hoog: A K Q J 10 9 8 7 6 5 4 3 2.
fr | L'as est-il fort ? | Oui, rang normal A K Q J 10 ... 2.

@suit-tiebreak
en | We have identical hands, who loses? | The suits of the highest cards decide: spades > hearts > diamonds > clubs.
en | Same cards different suits, what then? | Suits break the tie, spades highest, clubs lowest.
nl | We hebben precies dezelfde hand, wie verliest? | De kleur van de hoogste kaart beslist.
fr | Mains identiques, qui perd ? | Les couleurs départagent.

@suit-tiebreak-duplicate
en | A tie where my top rank is doubled, which suit counts? | The highest suit of that rank.
nl | Welke kleur telt als mijn hoogste kaart dubbel is? | De beste kleur van die rang.
fr | Quelle couleur si la plus haute carte est doublée ? | La plus haute couleur de ce rang.

@tiebreak-card
en | For the suit tie, is the ace or the three the top card of A-2-3? | The ace, ordinary ranks.
nl | Bij A-2-3 gelijk, welke kaart telt voor de kleur? | De aas.
fr | Pour A-2-3 à égalité, quelle carte compte ? | L'as.

@players
en | Is there a limit on how many can play? | Two to nine as described; up to 17 with a warning.
nl | Kunnen we met tien spelen? | Ja, met een waarschuwing; tot 17 passen in één spel.
fr | Peut-on jouer à dix ? | Oui, avec un avertissement.

@tokens
en | What are the tokens for? | They count lives: three each, no betting.
nl | Waar zijn de fiches voor? | Ze tellen je levens, drie per speler.
fr | À quoi servent les jetons ? | Ils comptent les vies, trois chacun.
fr | On joue avec combien de jetons ? | Trois jetons par joueur.

@deal
en | Who shuffles? | The dealer, before every hand.
en | How is the first dealer chosen? | At random.
nl | Wie deelt als eerste? | De eerste deler wordt willekeurig gekozen.
nl | Wie schudt de kaarten? | De deler.
fr | Qui mélange ? | Le donneur, à chaque donne.

@dealer-rotation
en | Does the deal pass to the left? | Yes, to the next surviving player on the left.
nl | Gaat het delen naar links? | Ja, na elke hand.
fr | La donne tourne-t-elle ? | Oui, vers la gauche.

@dealer-skip
en | Next dealer is out, who deals? | The current dealer deals again.
nl | Wie deelt als de volgende deler eruit is? | De vorige deler deelt opnieuw.
fr | Le prochain donneur est éliminé, qui distribue ? | Le même donneur redonne.

@first-turn
en | Who starts after the cards are dealt? | The player on the dealer's left.
nl | Wie mag er als eerste? | De speler links van de deler.
fr | Qui commence après la donne ? | Le joueur à gauche du donneur.

@turn-order
en | Whose turn is it after mine? | The next player clockwise who is still in.
nl | Wie is er na mij aan de beurt? | De volgende speler met de klok mee.
fr | Qui joue après moi ? | Le joueur suivant dans le sens horaire.

@draw-stock
en | Do you have to draw a card every turn? | Before a stop, yes: draw or take the discard (or stop the bus).
en | Can I draw from the deck? | Yes: take the stock's top card, then discard one.
nl | Kan ik een kaart van de stapel pakken en meteen weer weggooien? | Ja, een getrokken kaart mag je direct afleggen.
nl | Moet ik na het trekken een kaart afleggen? | Ja, je houdt er precies drie.
fr | Dois-je défausser après avoir pioché ? | Oui, vous gardez trois cartes.

@take-discard
en | If I pick up the discard, can I put the same card down? | No. You must discard a different card.
en | Can I swap with the top of the discard pile? | Yes: take it and discard a different card.
nl | Mag ik dezelfde kaart teruggooien die ik van de aflegstapel pakte? | Nee, een andere kaart.
fr | Si je prends la défausse, puis-je la rejeter ? | Non, il faut défausser une autre carte.

@stop
en | Can I call stop before drawing? | Yes: stopping replaces your draw, you keep your three cards.
en | Can I stop on my first turn? | Yes, any turn before a stop may be a stop.
nl | Mag ik stoppen zonder te trekken? | Ja, stoppen is in plaats van trekken.
fr | Puis-je arrêter sans piocher ? | Oui, arrêter remplace la pioche.

@second-stop
en | How many times can the bus be stopped in one hand? | Once.
nl | Hoe vaak kan de bus gestopt worden? | Eén keer per hand.
fr | Combien de fois peut-on arrêter le bus ? | Une seule fois par donne.

@final-turns
en | Does everybody get a last turn after a stop? | Yes, every other player has one final turn.
en | Who plays after the bus is stopped? | Every other player, once, in order.
nl | Krijgt iedereen nog een beurt na stop? | Ja, iedereen behalve de stopper.
fr | Tout le monde a-t-il un dernier tour ? | Oui, chaque autre joueur.

@pass-before-stop
en | Can I keep my hand and not draw? | Only by stopping the bus; a pass is allowed only in a final turn.
nl | Mag ik niks doen in mijn beurt? | Nee, vóór een stop moet je trekken, pakken of stoppen.
fr | Puis-je ne rien faire à mon tour ? | Non, sauf au dernier tour après l'arrêt.

@recycle
en | The draw pile is finished, now what? | Shuffle the discards, except the top card, into a new stock.
en | What if nobody stops and the deck runs out? | The discards are reshuffled into a new stock.
nl | De stapel is leeg, wat nu? | Schud de aflegstapel (behalve de bovenste) als nieuwe voorraad.
fr | La pioche est finie, que faire ? | Mélangez les défausses sauf la visible.

@recycle-when
nl | Wanneer schudden we de aflegstapel? | Aan het begin van de beurt die de voorraad leeg vindt.
fr | À quel moment remélange-t-on ? | Au début du tour qui trouve la pioche vide.

@stock-exhausted
nl | Geen kaarten meer en niets om te schudden? | Dan vergelijk je meteen de handen.
fr | Plus de cartes du tout ? | On compare les mains aussitôt.

@worst-loses
en | Who loses at the showdown? | The single worst hand, one token.
en | Do two players ever lose in the same hand? | No. Only the worst hand loses.
nl | Verliezen twee spelers tegelijk? | Nee, alleen de slechtste hand.
fr | Deux joueurs peuvent-ils perdre ensemble ? | Non, seule la pire main.

@stopper-not-safe
en | Is the person who calls stop immune? | No. The stopper loses like anyone with the worst hand.
en | Does stopping protect you? | No. Stopping does not guarantee safety.
nl | Is degene die stopt beschermd? | Nee, stoppen geeft geen bescherming.
fr | Celui qui arrête est-il protégé ? | Non, aucune sécurité.

@floating
en | I lost my last token, what happens? | You float: still in, with zero tokens.
en | Can you play with no tokens? | Yes, floating at zero.
nl | Wat gebeurt er als ik mijn laatste fiche verlies? | Je zweeft ('op de pof') en speelt door.
fr | Que se passe-t-il quand on perd son dernier jeton ? | On flotte à zéro et on continue.

@elimination
en | What happens to someone with zero tokens who loses again? | They are eliminated.
en | When are you out of the game? | When you lose again while floating at zero.
nl | Wat gebeurt er als je verliest met nul fiches? | Dan lig je eruit.
fr | On perd avec zéro jeton, que se passe-t-il ? | On est éliminé.

@last-survivor
en | How does the game end? | When one player is left, who wins.
nl | Hoe eindigt het spel? | Als er één speler over is.
fr | Comment finit la partie ? | Quand il reste un seul joueur.

@other-games
en | Can I swap one card with the table? | No. Swapping with face-up cards is not this game.
en | Is this the 31 game? | No: this is the Brag game; the 31-point game is --game thirty-one.
nl | Is dit het spel met 31 punten? | Nee, dit is het Brag-spel.
fr | Est-ce le jeu du 31 ? | Non, ici c'est le Brag.
@stopper-not-safe
en | If I stop the bus with the worst hand, do I lose a life? | Yes. The stopper loses like anyone else when their hand is the worst.
en | Is it true that whoever stops can't lose? | No. Stopping gives no protection: the worst hand loses, stopper included.
en | Does stopping keep you safe? | No. The one who stopped can still lose a token.
nl | Is de stopper veilig? | Nee. Wie stopt, verliest ook een fiche als zijn hand de slechtste is.
nl | Kan wie de bus stopt een leven verliezen? | Ja. Stoppen beschermt niet.
fr | Celui qui arrête est-il protégé ? | Non. S'il a la plus mauvaise main, il perd un jeton.
fr | Si j'arrête le bus avec une main faible, je peux perdre ? | Oui. Arrêter ne protège pas.

@recycle
en | The draw pile is empty, what now? | Shuffle every discard except the top one into a new stock and carry on.
en | No cards left to draw, what do we do? | The discards under the top card are shuffled to make a new stock.
en | Do you reshuffle the discard pile when the deck runs out? | Yes. All discards except the visible top card become the new stock.
nl | Wat doen we als er geen kaarten meer op de stapel liggen? | Schud de aflegstapel, behalve de bovenste kaart, tot een nieuwe voorraad.
nl | De trekstapel is leeg, wat nu? | De afgelegde kaarten, behalve de bovenste, worden geschud tot nieuwe voorraad.
fr | Il n'y a plus de cartes dans la pioche, que faire ? | On mélange la défausse, sauf la carte du dessus, pour refaire une pioche.
fr | La pioche est finie, on fait quoi ? | La défausse, sauf sa carte visible, est mélangée en nouvelle pioche.

@recycle-when
en | At what moment is the discard pile reshuffled? | At the start of the turn that finds the stock empty.
en | When exactly do we reshuffle the discards? | When a turn begins with no stock, whatever the player then does.
nl | Wanneer wordt de aflegstapel opnieuw geschud? | Aan het begin van de beurt die de voorraad leeg vindt.
fr | À quel moment remélange-t-on la défausse ? | Au début du tour qui trouve la pioche vide.

@stock-exhausted
en | The stock is empty and only the top discard is left, what happens? | The deal ends at once and the hands are compared.
en | Nothing left to reshuffle, what then? | Hands are compared straight away.
nl | Geen voorraad en maar één afgelegde kaart, wat nu? | De ronde eindigt meteen en de handen worden vergeleken.
fr | Pioche vide et une seule carte dans la défausse ? | La donne s'arrête et on compare les mains.

@ranking
en | What is the order of the hands? | Prial, running flush, run, flush, pair, high card.
en | Does a pair beat a flush? | No. A flush beats a pair.
en | Is a running flush better than a prial? | No. A prial beats everything, a running flush is second.
en | Straight or flush, which wins? | The straight (run) beats the flush.
en | Which hand wins, list of hands please | Best first: prial, running flush, run, flush, pair, high card.
nl | Welke hand is het hoogst? | Een prial (drie gelijke), dan running flush, run, flush, paar, hoge kaart.
nl | Wint een flush van een paar? | Ja. Een flush is hoger dan een paar.
nl | Wat wint, een straat of een flush? | De straat (run) wint.
fr | Quelle est la meilleure main ? | Le brelan, puis la suite couleur, la suite, la couleur, la paire, la carte haute.
fr | Une couleur bat-elle une suite ? | Non. La suite bat la couleur.
fr | Une paire bat-elle une couleur ? | Non. La couleur est plus forte.

@prial-order
en | Are three 3s better than three kings? | Yes. Three 3s are the best prial of all.
en | Is 2-2-2 the worst prial? | Yes. 2-2-2 is the lowest three of a kind.
en | Which three of a kind is highest? | 3-3-3, then A-A-A, K-K-K and down to 2-2-2.
nl | Welke drie gelijke kaarten zijn het hoogst? | Drie drieën, dan drie azen, drie heren, tot drie tweeën.
fr | Trois 3 ou trois as, lequel gagne ? | Les trois 3 gagnent.
fr | Quel brelan est le plus faible ? | Trois 2.

@run-order
en | Does Q-K-A beat A-2-3? | No. A-2-3 is the best run, A-K-Q second.
en | Is 2-3-4 the lowest run? | Yes. 4-3-2 is the lowest run.
en | Does a run wrap from king to ace to two? | No. K-A-2 is not a run.
nl | Is A-2-3 de beste straat? | Ja. A-2-3 is de hoogste run, dan A-K-Q.
nl | Is 2-3-4 de laagste straat? | Ja, 4-3-2 is de laagste run.
fr | A-2-3 est la meilleure suite ? | Oui, puis A-K-Q.
fr | Une suite peut-elle tourner du roi au deux ? | Non. K-A-2 n'est pas une suite.

@flush-order
en | Two flushes both ace high, who wins? | The next card decides, then the lowest.
en | Same top card in two flushes, what next? | Compare the second card, then the third.
nl | Twee flushes met dezelfde hoogste kaart? | De tweede kaart beslist, dan de laagste.
fr | Deux couleurs avec le même as, qui gagne ? | La deuxième carte décide, puis la dernière.

@pair-order
en | Both have a pair of queens, whose kicker wins? | The higher odd card wins.
en | Is a pair of 3s better than a pair of aces? | No. In pairs 3s are ordinary: a pair of aces is higher.
en | Pair against pair, how to decide? | Higher pair first, then the odd card.
en | We both have the same pair, what now? | The odd card (kicker) decides.
nl | Allebei een paar, wie wint? | Het hoogste paar, dan de losse kaart.
nl | Is een paar drieën hoger dan een paar azen? | Nee, bij paren zijn drieën gewoon.
fr | Deux paires identiques, qui gagne ? | La carte restante décide.

@high-card-order
en | Nobody has a pair or a run, how do we decide? | Highest card first, then the next, then the lowest.
en | What is the lowest hand you can have? | 5-3-2 of mixed suits.
en | Nothing in either hand, who wins? | Compare the highest cards, then the next ones.
nl | Wat is de slechtste hand? | 5-3-2 in verschillende kleuren.
nl | Niemand heeft iets, wie wint? | De hoogste kaart beslist, dan de volgende.
fr | Quelle est la pire main possible ? | 5-3-2 de couleurs différentes.
fr | Personne n'a rien, comment départager ? | La plus haute carte, puis la suivante.

@suit-tiebreak
en | Same cards in different suits, who wins? | The suit of the highest card decides: spades, hearts, diamonds, clubs.
en | Are spades higher than clubs? | Yes. Spades > hearts > diamonds > clubs, for exact ties.
en | Two hands are identical, who loses? | The one whose top card has the lower suit.
nl | Zijn schoppen hoger dan klaveren? | Ja: schoppen > harten > ruiten > klaveren.
nl | Twee precies dezelfde handen, wie verliest? | De kleur van de hoogste kaart beslist.
fr | Deux mains identiques, qui perd ? | La couleur de la plus haute carte décide : pique > cœur > carreau > trèfle.
fr | Le pique est-il plus fort que le trèfle ? | Oui, pour départager une égalité exacte.

@suit-tiebreak-duplicate
en | In a tie my top card is a pair of aces, which ace counts? | The ace of the better suit.
nl | Welke aas telt bij gelijkspel als ik er twee heb? | De aas van de hoogste kleur.
fr | J'ai deux as en haut, lequel compte pour l'égalité ? | Celui de la meilleure couleur.

@tiebreak-card
en | In A-2-3 is the ace the high card for the tie-break? | Yes. Ordinary ranks, ace high.
nl | Is de aas de hoogste kaart in A-2-3 bij gelijkspel? | Ja, aas hoog.
fr | Dans A-2-3 l'as est-il la carte haute pour l'égalité ? | Oui.

@players
en | What is the maximum number of players? | Nine by the rules; the tool accepts up to 17 with a warning.
en | Can twelve people play? | The tool accepts it with a warning (up to 17); the game is for 2 to 9.
en | What is the minimum number of players? | Two.
nl | Met hoeveel mensen kun je spelen? | Twee tot negen.
nl | Hoeveel spelers mogen er meedoen? | 2 tot 9; de tool neemt er tot 17 met een waarschuwing.
fr | Combien de joueurs maximum ? | Neuf ; l'outil accepte jusqu'à 17 avec un avertissement.
fr | À combien peut-on jouer ? | De deux à neuf.

@tokens
en | How many lives do you start with? | Three.
en | Are the chips for betting? | No. Tokens are lives only.
en | How many tokens each at the start? | Three each.
nl | Hoeveel levens heb je aan het begin? | Drie fiches.
nl | Wordt er gegokt met de fiches? | Nee, ze tellen alleen levens.
fr | Combien de vies au début ? | Trois jetons.
fr | Parie-t-on avec les jetons ? | Non, ce sont des vies.

@deal
en | How many cards each? | Three.
en | Is a card turned face up after the deal? | Yes. The next card starts the discard pile face up.
nl | Hoeveel kaarten per persoon? | Drie.
fr | Combien de cartes chacun ? | Trois.
fr | Retourne-t-on une carte après la donne ? | Oui, elle commence la défausse.

@dealer-rotation
en | Whose turn is it to deal next? | The next surviving player to the dealer's left.
en | Who shuffles and deals the next hand? | The player to the left of the last dealer.
nl | Wie deelt er na deze ronde? | De volgende speler links van de deler.
nl | Wie is de volgende deler? | De speler links van de deler.
fr | Qui distribue au tour suivant ? | Le joueur suivant à gauche du donneur.
fr | Qui est le prochain donneur ? | Le joueur à gauche.

@dealer-skip
en | The next dealer got knocked out, who deals now? | The same dealer deals again.
en | Who deals if the person due to deal is eliminated? | The dealer deals once more.
nl | De volgende deler is uitgeschakeld, wie deelt? | Dezelfde deler deelt opnieuw.
fr | Le prochain donneur est éliminé, qui distribue ? | Le même donneur redistribue.

@first-turn
en | Who starts? | The player to the dealer's left.
en | Who plays first in a hand? | The next surviving player to the dealer's left.
nl | Wie begint na het delen? | De speler links van de deler.
nl | Wie is als eerste aan de beurt? | Links van de deler.
fr | Qui commence à jouer ? | Le joueur à gauche du donneur.

@turn-order
en | Which way does play go round the table? | Clockwise, skipping eliminated players.
en | Do we go left or right? | Clockwise.
nl | Welke kant gaat het spel op? | Met de klok mee.
fr | On tourne dans quel sens ? | Dans le sens des aiguilles d'une montre.
fr | Le jeu tourne-t-il dans le sens horaire ? | Oui.

@draw-stock
en | Do I have to discard after drawing? | Yes. Draw, then discard one of your four cards.
en | Can I keep four cards? | No. You always end your turn with three.
nl | Moet ik een kaart weggooien na het trekken? | Ja, een van de vier.
fr | Dois-je défausser après avoir pioché ? | Oui, une des quatre cartes.

@take-discard
en | Can I pick up the discard and throw it right back? | No. You must discard a different card.
en | Can I take the face-up discard? | Yes, then discard a different card.
nl | Mag ik de bovenste kaart van de aflegstapel pakken en meteen weer weggooien? | Nee. Je moet een andere kaart afleggen.
nl | Mag ik de open kaart pakken? | Ja, en dan leg je een andere kaart af.
fr | Puis-je prendre la défausse et la rejeter tout de suite ? | Non, il faut défausser une autre carte.

@stop
en | How do you stop the bus? | On your turn, instead of drawing, call stop the bus and keep your hand.
en | When can I call stop? | On your own turn, instead of drawing.
nl | Hoe stop je de bus? | In je beurt roep je "stop de bus" in plaats van te trekken.
nl | Wanneer mag ik stoppen? | In je eigen beurt, in plaats van te trekken.
fr | Comment on arrête le bus ? | À son tour, au lieu de piocher, on annonce « stop ».
fr | Quand peut-on dire stop ? | À son tour, au lieu de piocher.

@second-stop
en | Can two people stop the bus in the same round? | No. After the first stop nobody can stop again.
en | Can I stop after someone else already stopped? | No. Your final turn is a draw, a take or a pass.
nl | Mogen twee spelers stoppen? | Nee, na de eerste stop niet meer.
fr | Deux joueurs peuvent-ils arrêter ? | Non, un seul arrêt par donne.

@final-turns
en | After someone stops, do I get another go? | Yes. Everyone else gets exactly one final turn.
en | How many turns are left after the stop? | One each for the other players.
nl | Krijg ik nog een beurt na de stop? | Ja, iedereen nog precies één.
nl | Hoeveel beurten krijgt iedereen nog na een stop? | Eén laatste beurt.
fr | Après l'arrêt, ai-je encore un tour ? | Oui, chacun un dernier tour.
fr | Combien de tours après l'arrêt ? | Un dernier tour par joueur.

@pass-before-stop
en | Can I skip my turn before anyone has stopped? | No. Before a stop you must draw, take or stop.
en | Can I just pass? | Only in the final turns after a stop.
nl | Mag ik mijn beurt overslaan? | Nee, niet voor er gestopt is.
fr | Peut-on passer son tour avant l'arrêt ? | Non.
fr | Je peux passer ? | Seulement pendant les derniers tours.

@worst-loses
en | Does everyone lose a life or just the worst? | Only the single worst hand loses one token.
en | Who loses at the end of a hand? | The player with the worst hand, one token.
nl | Verliest alleen de slechtste hand? | Ja, alleen de slechtste hand verliest één fiche.
nl | Wie verliest er een fiche? | De speler met de slechtste hand.
fr | Qui perd un jeton ? | Seulement la plus mauvaise main.
fr | Tout le monde perd-il une vie ? | Non, seule la pire main.

@floating
en | Lost my last life, am I out? | No. You float on zero and keep playing.
en | What happens at zero tokens? | You are floating: still in, with no tokens.
en | What does floating mean? | Playing on with zero tokens after losing the last one.
nl | Wat als ik geen fiches meer heb? | Je drijft: je speelt door met nul.
nl | Ben ik uit met nul fiches? | Nee, je drijft nog.
fr | Je n'ai plus de vie, suis-je dehors ? | Non, vous flottez à zéro jeton.
fr | Que se passe-t-il à zéro jeton ? | Vous flottez et continuez à jouer.

@elimination
en | I'm on the bus and lose again, what happens? | You are eliminated.
en | When are you out for good? | When you lose again while floating.
nl | Wat gebeurt er als ik weer verlies met nul fiches? | Dan ben je uitgeschakeld.
fr | Je flotte et je perds encore ? | Vous êtes éliminé.

@last-survivor
en | When does the game end? | When only one player is left: the winner.
en | Who wins the whole game? | The last player still in.
en | When is the game over? | When one player is left.
nl | Wanneer is het spel afgelopen? | Als er nog één speler over is.
nl | Wie wint het spel? | De laatste speler die over is.
fr | Qui gagne la partie ? | Le dernier joueur restant.
fr | Quand la partie se termine-t-elle ? | Quand il ne reste qu'un joueur.

@deck
en | Can we play without jokers? | Yes: no jokers at all, one 52-card deck.
nl | Spelen we met of zonder jokers? | Zonder.
fr | Avec ou sans jokers ? | Sans jokers.

@other-games
en | Do we knock in this game? | No. Knocking belongs to the 31-point game: --game thirty-one.
en | Do we count points to 31? | No. That is the other game: --game thirty-one.
nl | Mag ik kloppen? | Nee, dat is het 31-spel.
fr | Peut-on frapper ? | Non, c'est le jeu du 31.

@flush-order
nl | Wie wint bij twee flushes? | De hoogste kaart, dan de volgende, dan de laagste.
nl | Twee keer dezelfde kleur, wie heeft de beste flush? | Vergelijk de hoogste kaarten om de beurt.
fr | Deux couleurs, laquelle gagne ? | La plus haute carte, puis la suivante, puis la dernière.
fr | Quelle est la meilleure couleur ? | A-K-J de la même couleur.
en | Flush against flush, who wins? | Highest card, then the next, then the lowest.

@pair-order
nl | Wie wint er bij twee paren? | Het hoogste paar; bij hetzelfde paar de losse kaart.
nl | Hetzelfde paar, wat beslist? | De derde kaart.
fr | Qui gagne entre deux paires ? | La paire la plus haute, sinon la carte restante.
fr | Une paire de 3 est-elle spéciale ? | Non, les 3 ne sont spéciaux qu'en brelan et en suite.

@high-card-order
nl | Wat is de laagste hand? | 5-3-2 van verschillende kleuren.
fr | Aucune combinaison, qui gagne ? | La plus haute carte décide.
en | No pair, no run, no flush, who wins? | Highest card first, then the next, then the lowest.

@suit-tiebreak-duplicate
nl | Ik heb twee heren bovenaan, welke kleur telt? | De beste kleur van de twee.
fr | Quelle couleur compte si ma plus haute carte est en double ? | La meilleure des deux.

@tiebreak-card
nl | Telt de aas of de drie als hoogste in A-2-3? | De aas.
fr | L'as ou le 3 est la plus haute carte de A-2-3 ? | L'as.

@dealer-skip
nl | Wie deelt als de volgende deler eruit ligt? | Dezelfde deler deelt nog een keer.
nl | De deler na mij is uitgeschakeld, wat nu? | Ik deel opnieuw.
fr | Si le prochain donneur est éliminé, qui donne ? | Le même donneur.
en | What if the next dealer is knocked out? | The same dealer deals again.

@recycle-when
nl | Op welk moment schudden we de aflegstapel? | Aan het begin van de beurt die een lege voorraad vindt.
fr | Quand remélanger la défausse ? | Au début du tour où la pioche est vide.
en | Do we reshuffle as soon as the last card is drawn? | No. At the start of the next turn that finds the stock empty.

@stock-exhausted
nl | Lege voorraad en maar één kaart op de aflegstapel? | Meteen vergelijken.
fr | Rien à remélanger, que faire ? | On compare les mains tout de suite.
en | What if there's nothing left to shuffle? | The deal ends at once and the hands are compared.

@second-stop
nl | Mag ik ook stoppen als iemand al gestopt heeft? | Nee.
fr | Puis-je arrêter si quelqu'un l'a déjà fait ? | Non.
en | Can I stop on my final turn? | No. The final turn is a draw, a take or a pass.

@elimination
nl | Wanneer lig je er echt uit? | Als je opnieuw verliest terwijl je drijft.
nl | Ik drijf en verlies weer, wat nu? | Je bent uitgeschakeld.
fr | Quand est-on éliminé ? | En perdant encore en flottant.
fr | Je perds alors que je n'ai plus de jeton ? | Vous êtes éliminé.

@worst-loses
en | Does the winner of the hand get anything? | No. Only the worst hand loses a token; nobody gains.
nl | Krijgt de winnaar een fiche? | Nee, alleen de slechtste verliest er een.

@turn-order
nl | Spelen we met de klok mee? | Ja.
en | Is it clockwise or anticlockwise? | Clockwise.

@players
fr | Peut-on jouer à dix ? | L'outil l'accepte avec un avertissement.
nl | Kunnen we met tien spelen? | De tool accepteert het met een waarschuwing.

@deck
en | Do we need two packs? | No, one 52-card pack.
fr | Combien de jeux de cartes faut-il ? | Un seul jeu de 52.
nl | Hoeveel kaartspellen heb je nodig? | Eén spel van 52.

@other-games
en | Can I swap with the cards in the middle? | No. That is the 31-point game: --game thirty-one.
nl | Mag ik ruilen met de kaarten in het midden? | Nee, dat is het 31-spel.
fr | Peut-on échanger avec les cartes du milieu ? | Non, c'est le jeu du 31.
@deck
en | Is the deck a full 52 cards? | Yes: one standard 52-card deck, no jokers.
nl | Met welk kaartspel spelen we? | Eén gewoon spel van 52 kaarten, zonder jokers.
nl | Doen de jokers mee? | Nee, de jokers gaan eruit.
fr | Les jokers sont-ils dans le jeu ? | Non, on les retire : 52 cartes.
fr | Avec quel jeu de cartes joue-t-on ? | Un jeu standard de 52 cartes, sans jokers.

@card-conservation
en | Can a card I picked up vanish from my hand? | No. It stays in your hand until you discard it.
nl | Mag een kaart zomaar verdwijnen? | Nee, elke kaart ligt op precies één plek tot ze verplaatst wordt.
nl | Moet ik de kaart die ik pakte nog hebben bij het tonen? | Ja, tenzij je haar daarna hebt afgelegd.
fr | Une carte prise peut-elle disparaître ? | Non, elle reste dans la main jusqu'à ce qu'elle soit défaussée.

@ranking
nl | Welke combinatie is het sterkst? | Een prial (drie gelijke), dan running flush, run, flush, paar, hoge kaart.
nl | Verslaat een paar een flush? | Nee, een flush is hoger dan een paar.
fr | Quelle combinaison est la plus forte ? | Le brelan, puis la suite couleur, la suite, la couleur, la paire, la carte haute.
fr | Qu'est-ce qui bat une paire ? | La couleur, la suite, la suite couleur et le brelan.

@prial-order
en | Why are three 3s the best? | That is this Brag's order: 3-3-3 beats every other prial.
nl | Welke drie gelijke kaarten zijn het hoogst? | Drie drieën, dan drie azen, drie heren, tot drie tweeën.
nl | Wat is de laagste prial? | 2-2-2.
fr | Trois rois battent-ils trois as ? | Non. Après trois 3, les as sont les plus forts.
fr | Quel brelan est le plus faible ? | 2-2-2.

@run-order
en | Which run is the highest? | A-2-3, then A-K-Q, then K-Q-J.
nl | Mag een straat rond de hoek, zoals H-A-2? | Nee, K-A-2 is geen run.
nl | Welke run is het hoogst? | A-2-3, dan A-K-Q.
fr | Une suite peut-elle tourner, roi-as-deux ? | Non, K-A-2 n'est pas une suite.
fr | Quelle suite est la plus haute ? | A-2-3, puis A-K-Q.

@flush-order
en | Both have a flush, how do we decide? | Compare the highest cards, then the next, then the lowest.
nl | Welke flush is de hoogste? | A-K-J in één kleur; de laagste is 5-3-2.
fr | Comment savoir quelle couleur gagne ? | On compare la plus haute carte, puis la suivante, puis la dernière.

@pair-order
en | Same pair on both sides, what breaks it? | The odd card: the higher third card wins.
nl | Wat is het beste paar? | A-A-K; het slechtste 2-2-3.
nl | Is een paar drieën iets bijzonders? | Nee, bij paren telt de gewone rangorde.
fr | Quelle est la meilleure paire ? | A-A-K ; la plus faible 2-2-3.
fr | Même paire des deux côtés, qui gagne ? | La troisième carte la plus haute.

@high-card-order
en | Neither of us has a combination, who wins? | Highest card, then the next, then the lowest.
nl | Niemand heeft een paar, wie wint? | De hoogste kaart, dan de volgende, dan de laagste.
nl | Wat is de slechtste hand? | 5-3-2 van gemengde kleuren.
fr | Quelle est la pire main possible ? | 5-3-2 de couleurs différentes.
fr | Personne n'a de paire, comment on départage ? | La plus haute carte, puis la suivante, puis la plus basse.

@suit-tiebreak
en | Two hands with the same ranks, which one loses? | The one whose highest card has the lower suit (spades > hearts > diamonds > clubs).
nl | Welke kleur is het sterkst? | Schoppen, dan harten, ruiten, klaveren (alleen bij een exacte gelijke stand).
nl | Twee spelers hebben precies dezelfde kaarten, wie verliest? | De kleur van de hoogste kaart beslist.
fr | Quelle couleur est la plus forte ? | Pique, puis cœur, carreau, trèfle.
fr | Deux mains de même valeur, qui perd ? | La couleur de la plus haute carte départage.

@suit-tiebreak-duplicate
en | With two kings on top of my hand, which king's suit is compared? | The better suit of the two kings.
nl | Welke van mijn twee azen telt voor de kleur? | De aas met de beste kleur.
fr | J'ai deux rois en tête, lequel compte pour la couleur ? | Le roi de la meilleure couleur.

@tiebreak-card
en | For the suit tie-break, is the ace high in A-2-3? | Yes, the ace is the highest-ranked card.
nl | Welke kaart telt als hoogste bij 5-5-A? | De aas.
fr | Pour départager par la couleur, l'as est-il haut dans A-2-3 ? | Oui, l'as.

@players
en | Is there a minimum number of players? | Two.
nl | Kunnen we met z'n tweeën spelen? | Ja, vanaf twee spelers.
nl | Met hoeveel mensen speel je? | Twee tot negen.
fr | Peut-on jouer à deux ? | Oui, de deux à neuf joueurs.
fr | Combien de personnes au maximum ? | Neuf (jusqu'à 17 avec un avertissement).

@tokens
en | How many tokens does each player get? | Three.
nl | Hoeveel fiches krijgt elke speler? | Drie.
nl | Spelen we om geld met de fiches? | Nee, fiches zijn alleen levens.
fr | Combien de jetons pour chaque joueur ? | Trois.
fr | Les jetons servent-ils à parier ? | Non, ce sont des vies.

@deal
en | Does the dealer shuffle first? | Yes, then deals three cards each, one at a time.
nl | Worden de kaarten één voor één gedeeld? | Ja, drie per speler, één tegelijk.
nl | Wie schudt de kaarten? | De deler.
fr | Qui mélange les cartes ? | Le donneur.
fr | Combien de cartes reçoit-on ? | Trois.

@dealer-rotation
en | Does the deal pass to the left? | Yes, to the next surviving player on the left.
nl | Gaat het delen met de klok mee? | Ja, naar de volgende speler links.
nl | Wie deelt de volgende hand? | De speler links van de vorige deler.
fr | La donne tourne-t-elle à gauche ? | Oui, au joueur suivant à gauche.
fr | Qui donne la prochaine fois ? | Le voisin de gauche du donneur.

@dealer-skip
en | The player due to deal is out, who deals instead? | The same dealer deals again.
nl | Wie deelt er als de volgende deler is afgevallen? | De huidige deler nog eens.
fr | Le joueur qui devait donner est éliminé, qui donne ? | Le même donneur redonne.
fr | Qui distribue quand le suivant est sorti ? | Le donneur précédent.

@first-turn
en | Who plays first in each hand? | The next surviving player to the dealer's left.
nl | Wie speelt er eerst? | Links van de deler.
fr | Qui joue d'abord ? | Le joueur à gauche du donneur.

@turn-order
en | Which way round does play go? | Clockwise.
en | Do turns go to the left? | Yes, clockwise around the table.
nl | Gaat het spel linksom of rechtsom? | Met de klok mee.
nl | In welke volgorde spelen we? | Met de klok mee; uitgeschakelde spelers worden overgeslagen.
fr | Qui joue après moi ? | Le joueur suivant dans le sens horaire.
fr | Le jeu tourne vers la gauche ? | Oui, sens horaire.

@draw-stock
en | After drawing, how many cards do I discard? | One, so you keep three.
nl | Moet ik na het trekken een kaart afleggen? | Ja, één, zodat je er drie houdt.
nl | Mag ik de getrokken kaart meteen afleggen? | Ja.
fr | Après avoir pioché, je dois défausser ? | Oui, une carte, pour en garder trois.
fr | Puis-je défausser la carte que je viens de piocher ? | Oui.

@take-discard
nl | Mag ik de bovenste kaart van de aflegstapel nemen? | Ja, en dan een andere kaart afleggen.
fr | Puis-je prendre la carte du dessus de la défausse ? | Oui, puis défausser une autre carte.
fr | Si je prends la défausse, je peux la rejeter ? | Non, défaussez une autre carte.

@stop
en | What happens when I call stop? | No draw, no discard; you keep your hand and the others have one final turn.
nl | Hoe roep je stop? | In je beurt, in plaats van te trekken.
fr | Comment arrête-t-on le bus ? | À son tour, au lieu de piocher.

@second-stop
nl | Kan de bus twee keer gestopt worden? | Nee, één stop per hand.
fr | Peut-on arrêter le bus deux fois ? | Non.
fr | Quelqu'un a déjà arrêté, je peux aussi ? | Non.

@final-turns
en | Who plays after the bus is stopped? | Every other player once, in order; then the showdown.
nl | Mag iedereen nog één keer na de stop? | Ja, behalve de stopper.
fr | Après l'arrêt, chacun joue encore une fois ? | Oui, sauf celui qui a arrêté.

@pass-before-stop
en | Is passing allowed at the start? | No. Before a stop, draw, take or stop.
nl | Mag ik passen voor de stop? | Nee.
nl | Kan ik een beurt laten schieten? | Alleen in de laatste ronde na de stop.
fr | Peut-on passer avant que le bus soit arrêté ? | Non.

@recycle
en | The stock is gone, do we reshuffle? | Yes: the discards except the top card become a new stock.
nl | Wordt de aflegstapel opnieuw geschud? | Ja, als de voorraad leeg is (behalve de bovenste kaart).
fr | Remélange-t-on la défausse ? | Oui, quand la pioche est vide, sauf la carte visible.

@recycle-when
nl | Wanneer komt er een nieuwe voorraad? | Aan het begin van de beurt die een lege voorraad vindt.
fr | À quel moment remélange-t-on ? | Au début du tour qui trouve la pioche vide.

@stock-exhausted
en | Nothing left to draw and nothing to reshuffle? | The hands are compared at once.
nl | Geen voorraad en niets om te schudden? | Dan worden de handen meteen vergeleken.
fr | Plus de pioche et une seule carte en défausse ? | On compare les mains immédiatement.

@worst-loses
en | Who loses a token after the showdown? | Only the single worst hand.
nl | Hoeveel fiches verliest de slechtste hand? | Eén.
fr | Combien de jetons perd la pire main ? | Un seul.

@stopper-not-safe
nl | Beschermt stoppen je tegen verliezen? | Nee, de slechtste hand verliest, ook als het de stopper is.
fr | Arrêter le bus protège-t-il ? | Non, la pire main perd, même celle de celui qui arrête.
fr | Celui qui arrête est-il à l'abri ? | Non.

@floating
en | What happens when my tokens run out? | You float: still in the game with zero tokens.
nl | Wat betekent drijven? | Je speelt door zonder fiches.
nl | Ik verlies mijn laatste fiche, ben ik dan uit? | Nee, je drijft: je speelt door met nul fiches.
fr | Que veut dire flotter ? | Jouer sans jeton après avoir perdu le dernier.

@elimination
en | How do you get eliminated? | By losing again while floating.
nl | Hoe lig je uit het spel? | Door te verliezen terwijl je al drijft.
fr | Comment est-on éliminé ? | En perdant à nouveau en flottant.

@last-survivor
en | Who wins in the end? | The last player left.
nl | Hoe win je het spel? | Als laatste overblijven.
fr | Comment gagne-t-on ? | En restant le dernier en jeu.

@other-games
en | Is there knocking in Brag? | No, knocking is the 31-point game: --game thirty-one.
nl | Is dit het spel met kloppen? | Nee, dat is het 31-spel.

@house:run-vs-flush
en | We always played flush beats run, can the tool rule that? | Yes: house rule run-vs-flush=flush (`house: {run-vs-flush: flush}` or --house run-vs-flush=flush); the seeds' default is run over flush.
en | Our table plays a flush above a run, is that a house rule? | Yes, run-vs-flush: flush.
nl | Wij spelen flush boven run, kan dat? | Ja, huisregel run-vs-flush: flush; standaard gaat een run boven een flush.
fr | Chez nous la couleur bat la suite, est-ce possible ? | Oui, règle maison run-vs-flush: flush ; par défaut la suite bat la couleur.

@house:top-prial
en | At our table aces are the top prial, can the tool play that? | Yes: house rule top-prial=aces ranks prials A-A-A down to 2-2-2; the seeds put three 3s on top.
en | Is three aces the best prial under a house rule? | With top-prial: aces, yes; by default three 3s are the best prial.
nl | Wij spelen drie azen als hoogste prial, kan dat? | Ja, huisregel top-prial: aces; standaard is 3-3-3 de beste prial.
fr | Chez nous le brelan d'as est le plus fort, est-ce possible ? | Oui, règle maison top-prial: aces ; par défaut trois 3 sont le meilleur brelan.

@house:top-run
en | We play A-K-Q as the top run, can the tool do that? | Yes: house rule top-run=akq; A-2-3 is then the lowest run. The seeds put A-2-3 on top.
en | Is A-2-3 the lowest run under a house rule? | With top-run: akq, yes; by default A-2-3 is the best run.
nl | Bij ons is A-K-Q de hoogste run, kan dat? | Ja, huisregel top-run: akq; dan is A-2-3 de laagste run.
fr | Chez nous A-K-Q est la meilleure suite, est-ce possible ? | Oui, règle maison top-run: akq ; A-2-3 devient la plus basse.

@house:floating
en | We play without floating: losing your last token puts you out, can the tool rule that? | Yes: house rule floating=false eliminates at once; the seeds let you float at zero.
en | Is there a house rule with no floating? | Yes, floating: false. Nobody plays at zero tokens.
nl | Wij spelen zonder zweven: laatste fiche kwijt is eruit, kan dat? | Ja, huisregel floating: false.
fr | Chez nous, perdre le dernier jeton élimine tout de suite, est-ce possible ? | Oui, règle maison floating: false.

@house:stock-empty
en | Our table does not recycle the stock: when it is empty we compare, can the tool rule that? | Yes: house rule stock-empty=compare ends the deal on an empty stock; the seeds' table recycles.
en | Is there a house rule to compare hands when the stock runs out? | Yes, stock-empty: compare.
nl | Wij schudden de aflegstapel niet opnieuw, kan dat? | Ja, huisregel stock-empty: compare: bij een lege voorraad wordt meteen vergeleken.
fr | Chez nous on ne remélange pas la défausse, est-ce possible ? | Oui, règle maison stock-empty: compare.

@house:dealer-skip
en | At our table the deal always passes left, even after an elimination, can the tool rule that? | Yes: house rule dealer-skip=false; the seeds let the dealer deal again when the next dealer was just eliminated.
en | Is there a house rule without the dealer dealing again? | Yes, dealer-skip: false.
nl | Bij ons gaat het delen altijd naar links, ook na een uitschakeling, kan dat? | Ja, huisregel dealer-skip: false.
fr | Chez nous la donne passe toujours à gauche, est-ce possible ? | Oui, règle maison dealer-skip: false.

@house:stopper-safe
en | At our table the one who stops is safe, can the tool rule that? | Yes: house rule stopper-safe=true passes a stopper with the worst hand over; the seeds say the stopper is not protected.
en | Is there a house rule that protects the stopper? | Yes, stopper-safe: true: the worst of the other hands loses.
en | Under our house rule, how do you decide who loses when the stopper has the worst hand? | With stopper-safe: true the stopper is passed over and the worst of the other hands loses.
nl | Bij ons is wie stopt veilig, kan dat? | Ja, huisregel stopper-safe: true: de slechtste van de andere handen verliest.
fr | Chez nous celui qui arrête est protégé, est-ce possible ? | Oui, règle maison stopper-safe: true.
@deck
fr | Il y a combien de cartes dans le jeu ? | 52 cartes, sans jokers.
fr | On met les jokers ? | Non, pas de jokers : un jeu de 52 cartes.

@ranking
fr | Quelle est la main la plus forte ? | Le brelan, puis la suite assortie, la suite, la couleur, la paire, la carte haute.
fr | Une couleur bat une suite ? | Non. La suite bat la couleur.

@prial-order
fr | C'est quoi le plus fort brelan ? | Le brelan de 3, puis les as, les rois et ainsi de suite.

@run-order
fr | Quelle est la plus forte suite ? | 3-2-A, puis A-K-Q, puis K-Q-J et ainsi de suite.

@high-card-order
fr | Personne n'a de paire, qui gagne ? | La plus haute carte, puis la suivante, puis la troisième.
en | Nobody has anything, who wins? | The highest card, then the next, then the third.

@suit-tiebreak
fr | Deux mains exactement pareilles, qui gagne ? | La couleur de la plus haute carte départage : pique, cœur, carreau, trèfle.

@players
fr | On peut jouer à combien de joueurs ? | De deux à neuf joueurs.

@deal
fr | Combien de cartes on donne à chacun ? | Trois cartes chacun, une à la fois.

@dealer-rotation
fr | Qui donne à la manche suivante ? | Le joueur à gauche du donneur.

@first-turn
fr | Qui joue le premier ? | Le joueur à gauche du donneur.

@turn-order
fr | On joue dans quel sens ? | Dans le sens des aiguilles d'une montre.

@take-discard
fr | Je peux ramasser la carte du dessus de la défausse ? | Oui, à la place de piocher, puis on défausse une autre carte.

@draw-stock
fr | Après avoir pioché, je dois défausser ? | Oui. On pioche une carte puis on en défausse une pour garder trois cartes.

@stop
fr | On peut arrêter le bus à n'importe quel moment ? | Oui, à son tour, à la place de piocher.

@final-turns
fr | Après l'arrêt, combien de tours ? | Chaque autre joueur joue un dernier tour.

@recycle
fr | Il n'y a plus de cartes dans la pioche, on fait quoi ? | On remélange la défausse (sauf la carte du dessus) pour refaire une pioche.

@tokens
fr | On commence avec combien de jetons ? | Trois jetons chacun.

@worst-loses
fr | Qui perd un jeton à la fin de la manche ? | Seul le joueur avec la plus mauvaise main.
fr | Qui perd quand on compare les mains ? | La plus mauvaise main perd un jeton.

@stopper-not-safe
fr | Celui qui a arrêté le bus peut perdre un jeton ? | Oui, s'il a la plus mauvaise main.

@floating
fr | Qu'est-ce que ça veut dire flotter ? | À zéro jeton on flotte : on joue encore, et on est éliminé à la prochaine perte.

@elimination
fr | Quand est-on éliminé ? | Quand on perd alors qu'on flotte déjà à zéro jeton.
en | What happens if you lose while on zero? | You are eliminated.

@last-survivor
fr | Qui gagne à la fin ? | Le dernier joueur encore en jeu.
""")

SYNONYMS: dict[str, dict[str, str]] = {
    "en": {
        "straight": "run", "straights": "run", "sequence": "run", "three of a kind": "prial", "trips": "prial",
        "triple": "prial", "lives": "tokens", "life": "tokens", "chips": "tokens",
        "coins": "tokens", "knocked out": "eliminated", "kicked out": "eliminated", "out of the game": "eliminated",
        "pile": "stock", "deck": "stock", "draw pile": "stock", "on zero": "floating", "on the bus": "floating",
        "zero lives": "floating", "last life": "floating", "middle cards": "pool other games",
        "face-up cards": "pool", "face up cards": "pool", "k-a-2": "run order", "round the corner": "k-a-2",
        "wrap around": "k-a-2", "ace two three": "a-2-3", "ace-two-three": "a-2-3",
        "ace king queen": "a-k-q", "three threes": "3-3-3", "three aces": "a-a-a", "kicker": "odd card pair", "same suit": "flush", "suited run": "running flush",
        "straight flush": "running flush", "who deals": "dealer deal", "runs out": "empty stock",
        "run out": "empty stock", "ran out": "empty stock", "stopper": "stop", "the person who stopped": "stopper",
        "called stop": "stopper", "anticlockwise": "clockwise", "counterclockwise": "clockwise",
        "tie": "tie exact", "identical": "exact same tie", "immune": "safe protected",
        "protected": "safe", "finished": "empty", "used up": "empty", "rubbish": "weak", "bad hand": "weak hand",
        "pack": "deck", "kicked": "eliminated", "knock": "knock other games", "31": "31 other games",
        "go": "turn", "goes": "turn", "loose": "lose", "lifes": "tokens", "looses": "lose",
        "bin": "discard", "chuck": "discard", "ditch": "discard", "dump": "discard", "throw away": "discard",
        "pick up": "take", "skip": "pass", "miss a turn": "pass", "dead": "eliminated", "gone": "eliminated",
        "deck is empty": "stock empty", "pack is empty": "stock empty", "no cards left": "stock empty",
        "three of the same": "prial", "beat": "better",
        "all your lives": "last token floating", "all my lives": "last token floating", "another go": "one more final turn",
    },
    "nl": {
        "straat": "run", "drie dezelfde": "prial", "levens": "fiches", "leven": "fiches", "uitgeschakeld":
        "geëlimineerd", "eruit": "geëlimineerd", "stapel": "voorraad", "is op": "leeg", "raakt op": "leeg",
        "kloppen": "knock", "klop": "knock", "31": "other games",
        "uiteindelijk": "einde spel", "niks meer": "leeg", "pot": "voorraad", "geeft": "deelt", "geven": "delen",
    },
    "fr": {
        "quinte": "suite", "brelan": "prial", "vies": "jetons", "vie": "jetons", "talon": "pioche",
        "frapper": "knock", "frappe": "knock", "31": "other games", "égalité": "égalité exacte",
    },
}
_RANKS = {"en": ["2s", "twos", "3s", "threes", "4s", "fours", "5s", "fives", "6s", "sixes", "7s", "sevens", "8s",
                  "eights", "9s", "nines", "10s", "tens", "jacks", "queens", "kings", "aces"],
          "nl": ["tweeën", "drieën", "vieren", "vijven", "zessen", "zevens", "achten", "negens", "tienen", "boeren",
                 "vrouwen", "heren", "koningen", "azen"],
          "fr": ["2", "3", "4", "5", "6", "7", "8", "9", "10", "valets", "dames", "rois", "as"]}
_THREE = {"en": "three", "nl": "drie", "fr": "trois"}
_PAIR = {"en": "pair of", "nl": "paar", "fr": "paire de"}
for _lang, _ranks in _RANKS.items():
    for _rank in _ranks:
        for _three in (_THREE[_lang], "3"):
            SYNONYMS[_lang].setdefault(f"{_three} {_rank}", "prial prial" if _lang != "en" else "prial order")
        SYNONYMS[_lang].setdefault(f"{_PAIR[_lang]} {_rank}", _PAIR[_lang].split()[0] + (" order" if _lang == "en" else ""))
        SYNONYMS[_lang].setdefault(_rank, "")
"""Players' words read as the rulebook's (longest phrase first), per language: three of a rank is a prial, a
pair of a rank a pair, a rank said in the plural (sevens) no word of its own."""
