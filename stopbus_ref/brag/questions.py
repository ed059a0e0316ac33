"""The questions each rule of the Brag game answers, as players ask them, with short direct answers (en, nl, fr).

Part of the rulebook: `Rule.questions` reads them from here. The seeds' own FAQ items come first (000 "Common
questions", 004 "Questions fréquentes", marked with their source); then questions players ask at the table. The
synonym table maps players' words to the rulebook's, per language, for `stopbus ask` (ask.py).
"""

from __future__ import annotations

from ..core.rules import Question, parse_questions

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
nl | Kan wie de bus stopt een leven verliezen? | Ja. Stoppen beschermt niet.
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
nl | Hoeveel kaarten per persoon? | Drie.
fr | Combien de cartes chacun ? | Trois.
fr | Retourne-t-on une carte après la donne ? | Oui, elle commence la défausse.

@dealer-rotation
en | Whose turn is it to deal next? | The next surviving player to the dealer's left.
en | Who shuffles and deals the next hand? | The player to the left of the last dealer.
nl | Wie deelt er na deze ronde? | De volgende speler links van de deler.
fr | Qui distribue au tour suivant ? | Le joueur suivant à gauche du donneur.

@dealer-skip
en | The next dealer got knocked out, who deals now? | The same dealer deals again.
en | Who deals if the person due to deal is eliminated? | The dealer deals once more.
nl | De volgende deler is uitgeschakeld, wie deelt? | Dezelfde deler deelt opnieuw.

@first-turn
en | Who starts? | The player to the dealer's left.
en | Who plays first in a hand? | The next surviving player to the dealer's left.
nl | Wie begint na het delen? | De speler links van de deler.
fr | Qui commence à jouer ? | Le joueur à gauche du donneur.

@turn-order
en | Which way does play go round the table? | Clockwise, skipping eliminated players.
en | Do we go left or right? | Clockwise.
fr | On tourne dans quel sens ? | Dans le sens des aiguilles d'une montre.
fr | Le jeu tourne-t-il dans le sens horaire ? | Oui.

@draw-stock
en | Do I have to discard after drawing? | Yes. Draw, then discard one of your four cards.
en | Can I keep four cards? | No. You always end your turn with three.
nl | Moet ik een kaart weggooien na het trekken? | Ja, een van de vier.

@take-discard
en | Can I pick up the discard and throw it right back? | No. You must discard a different card.
en | Can I take the face-up discard? | Yes, then discard a different card.
nl | Mag ik de bovenste kaart van de aflegstapel pakken en meteen weer weggooien? | Nee. Je moet een andere kaart afleggen.
nl | Mag ik de open kaart pakken? | Ja, en dan leg je een andere kaart af.
fr | Puis-je prendre la défausse et la rejeter tout de suite ? | Non, il faut défausser une autre carte.

@stop
en | When can I call stop? | On your own turn, instead of drawing.
nl | Wanneer mag ik stoppen? | In je eigen beurt, in plaats van te trekken.
fr | Comment on arrête le bus ? | À son tour, au lieu de piocher, on annonce « stop ».
fr | Quand peut-on dire stop ? | À son tour, au lieu de piocher.

@second-stop
en | Can two people stop the bus in the same round? | No. After the first stop nobody can stop again.
en | Can I stop after someone else already stopped? | No. Your final turn is a draw, a take or a pass.
nl | Mogen twee spelers stoppen? | Nee, na de eerste stop niet meer.

@final-turns
en | After someone stops, do I get another go? | Yes. Everyone else gets exactly one final turn.
en | How many turns are left after the stop? | One each for the other players.
nl | Krijg ik nog een beurt na de stop? | Ja, iedereen nog precies één.
nl | Hoeveel beurten krijgt iedereen nog na een stop? | Eén laatste beurt.
fr | Après l'arrêt, ai-je encore un tour ? | Oui, chacun un dernier tour.

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
fr | Tout le monde perd-il une vie ? | Non, seule la pire main.

@floating
en | Lost my last life, am I out? | No. You float on zero and keep playing.
en | What happens at zero tokens? | You are floating: still in, with no tokens.
nl | Wat als ik geen fiches meer heb? | Je drijft: je speelt door met nul.
nl | Ben ik uit met nul fiches? | Nee, je drijft nog.
fr | Je n'ai plus de vie, suis-je dehors ? | Non, vous flottez à zéro jeton.

@elimination
en | I'm on the bus and lose again, what happens? | You are eliminated.
en | When are you out for good? | When you lose again while floating.
nl | Wat gebeurt er als ik weer verlies met nul fiches? | Dan ben je uitgeschakeld.
fr | Je flotte et je perds encore ? | Vous êtes éliminé.

@last-survivor
en | Who wins the whole game? | The last player still in.
en | When is the game over? | When one player is left.

@deck
en | Can we play without jokers? | Yes: no jokers at all, one 52-card deck.
nl | Spelen we met of zonder jokers? | Zonder.
fr | Avec ou sans jokers ? | Sans jokers.

@other-games
en | Do we knock in this game? | No. Knocking belongs to the 31-point game: --game thirty-one.
en | Do we count points to 31? | No. That is the other game: --game thirty-one.
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
fr | Je perds alors que je n'ai plus de jeton ? | Vous êtes éliminé.

@worst-loses
en | Does the winner of the hand get anything? | No. Only the worst hand loses a token; nobody gains.
nl | Krijgt de winnaar een fiche? | Nee, alleen de slechtste verliest er een.

@turn-order
en | Is it clockwise or anticlockwise? | Clockwise.


@deck
en | Do we need two packs? | No, one 52-card pack.
fr | Combien de jeux de cartes faut-il ? | Un seul jeu de 52.
nl | Hoeveel kaartspellen heb je nodig? | Eén spel van 52.

@other-games
en | Can I swap with the cards in the middle? | No. That is the 31-point game: --game thirty-one.
nl | Mag ik ruilen met de kaarten in het midden? | Nee, dat is het 31-spel.
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
nl | Wat is de laagste prial? | 2-2-2.
fr | Trois rois battent-ils trois as ? | Non. Après trois 3, les as sont les plus forts.

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
fr | Qui mélange les cartes ? | Le donneur.
fr | Combien de cartes reçoit-on ? | Trois.

@dealer-rotation
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
fr | Le jeu tourne vers la gauche ? | Oui, sens horaire.

@draw-stock
en | After drawing, how many cards do I discard? | One, so you keep three.
nl | Mag ik de getrokken kaart meteen afleggen? | Ja.
fr | Après avoir pioché, je dois défausser ? | Oui, une carte, pour en garder trois.

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


@take-discard
fr | Je peux ramasser la carte du dessus de la défausse ? | Oui, à la place de piocher, puis on défausse une autre carte.


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
en | What happens if you lose while on zero? | You are eliminated.

@last-survivor
fr | Qui gagne à la fin ? | Le dernier joueur encore en jeu.

@deck
en | Are jokers wild in this game? | No. There are no jokers at all: one standard 52-card deck.
en | We've got two packs shuffled together, is that ok? | No. The game uses one standard 52-card deck, so every card exists once in a deal.
en | What cards do you need to play Stop the Bus? | One ordinary 52-card deck, no jokers.
en | My mate wants to leave the jokers in, is that allowed? | No. The game is played with 52 cards and no jokers.
en | 54 cards or 52? | 52: the jokers are not used.
en | Does a joker count as any card you like? | No. There are no jokers in this game.
en | Do we need a special deck for this? | No. One standard 52-card deck without jokers.
@ranking
en | Is a running flush better than a normal run? | Yes. Any running flush beats any run.
en | Does a flush beat three of a kind? | No. A prial beats every other hand, a flush included.
en | Liam has 4-5-6 mixed, Sue has K-9-2 all hearts, who wins? | Liam. A run beats a flush here.
en | Does a low straight flush like 4-3-2 suited beat a mixed A-2-3? | Yes. Any running flush beats any run.
en | Is a pair better than just a high card? | Yes. A pair beats a high-card hand.
en | Where does a straight flush rank? | Second: below a prial, above a run, flush, pair and high card.
en | Trips vs straight flush, which is better? | Trips: a prial is the top category, above a running flush.
@prial-order
en | 3-3-3 vs A-A-A, who wins? | 3-3-3. Three 3s are the best prial.
en | Are trips of aces the best you can get? | No. Three aces are second; three 3s are the best prial.
en | Do three 4s beat three 2s? | Yes. 2-2-2 is the lowest prial, below 4-4-4.
en | Where do three 3s go in the prial order? | At the top, above A-A-A, K-K-K and the rest.
en | Jo has Q-Q-Q and Tom has J-J-J, whose trips are higher? | Jo's. After 3-3-3 and A-A-A, prials go down by rank: Q-Q-Q beats J-J-J.
en | If three 3s are top, why are three 2s still the lowest? | Only the 3s move to the top; the rest go A-A-A down to 4-4-4, and 2-2-2 is the lowest.
en | Is three kings the second best prial? | No. Three 3s are first, three aces second, then three kings.
@run-order
en | Is A-2-3 the best straight or the worst? | The best. A-2-3 is the top run, A-K-Q second.
en | Q-K-A vs J-Q-K, which run is higher? | Q-K-A: A-K-Q is second only to A-2-3, then comes K-Q-J.
en | Does 2-3-4 count as a run? | Yes. 4-3-2 is a run, the lowest one.
en | A-2-3 of clubs against K-Q-J of spades, both running flushes, who wins? | A-2-3: running flushes follow the same order as runs.
en | My mate says K-A-2 is a straight, is he right? | No. Runs do not go round the corner: K-A-2 is not a run.
en | Is 5-6-7 higher than 4-5-6? | Yes. Runs go from K-Q-J down to 4-3-2, so the higher run wins.
en | Which is the best running flush? | A-2-3 of one suit, then A-K-Q of one suit.
@flush-order
en | Which flush wins, J-9-2 or J-8-7? | J-9-2: the jacks tie and the 9 beats the 8.
en | A-5-3 of hearts vs K-Q-J of spades, which flush wins? | A-5-3: the highest card decides first, and the ace beats the king.
en | Is the ace high in a flush? | Yes. Flushes use ordinary ranks, ace high.
en | What is the lowest flush you can have? | 5-3-2 of one suit.
en | Does the flush with more picture cards win? | Not as such: compare the highest card, then the next, then the lowest.
en | Both flushes are K-10 something, who wins? | The lowest card decides: the higher third card wins.
en | Q-10-4 diamonds vs Q-9-8 clubs, who wins? | Q-10-4: the queens tie and the 10 beats the 9.
@pair-order
en | 5-5-3 vs 4-4-K, who wins? | 5-5-3. The rank of the pair counts first, then the odd card.
en | Does the kicker matter in a pair? | Yes, but only when both pairs are the same rank.
en | K K 6 vs K K 9? | K-K-9 wins: same pair, higher odd card.
en | What is the worst pair hand? | 2-2-3.
en | Are 3s high in a pair like they are in prials? | No. In pairs 3s rank normally, between 2 and 4.
en | Does a big kicker beat a higher pair, like 4-4-A vs 5-5-2? | No. 5-5-2 wins: the pair's rank comes first.
en | Sam has a pair of jacks, Ann a pair of tens with an ace, who wins? | Sam. The higher pair wins before the odd card counts.
@high-card-order
en | A-K-9 vs A-Q-J, nothing in either, who wins? | A-K-9: the aces tie and the king beats the queen.
en | What's the best hand with no pair, run or flush? | A-K-J in mixed suits.
en | Why isn't A-K-Q the best high-card hand? | A-K-Q is a run; the best high-card hand is A-K-J.
en | Who loses, 7-4-2 or 6-5-3, all mixed suits? | 6-5-3: the highest card decides first, and the 6 is below the 7.
en | Does a 10 beat a jack as high card? | No. Ranks go A K Q J 10 down to 2: the jack is higher.
en | Is ace high better than king high? | Yes. The ace is the highest ordinary rank.
en | Both of us are king high, what decides? | The next card, then the lowest.
@suit-tiebreak
en | We both have 9-7-4, my 9 is a heart and his is a club, who wins? | You do. The highest card's suit decides, and hearts beat clubs.
en | Is spades the top suit? | Yes, for exact ties: spades > hearts > diamonds > clubs.
en | Diamonds or hearts, which is higher? | Hearts. The order is spades, hearts, diamonds, clubs.
en | Two players both have J-8-5, who loses the token? | The one whose jack has the lower suit.
en | Do suits ever matter apart from flushes? | Yes, to break an exact rank tie: the suit of the highest card decides.
en | Is clubs the lowest suit? | Yes: spades > hearts > diamonds > clubs, used for exact ties.
en | Two identical runs of 8-9-10, how do we split them? | The suit of each hand's 10 decides: spades > hearts > diamonds > clubs.
@suit-tiebreak-duplicate
en | K K 6 vs K K 6, how do we settle it? | Compare each hand's best king: the better suit wins.
en | I have A♠ A♣ 4, he has A♥ A♦ 4, who wins? | You. Your best ace is the spade, his best is the heart.
en | When the top card is a pair, do we use the lower suit of the two? | No. The highest suit among those cards is compared.
en | Both have Q-Q-7, mine are hearts and clubs, his diamonds and spades, who wins? | He does: his best queen is a spade, yours a heart.
en | Is it the worst suit of the pair that counts in a tie? | No. The best suit of the duplicated top rank counts.
en | If my pair is on top of my hand, which card decides a tie? | The card of that pair with the best suit.
en | Tie on 10-10-3, which ten counts? | Each hand's ten of the better suit.
@tiebreak-card
en | Two A-2-3 runs tied, do we look at the 3 or the ace? | The ace: the highest-ranked card uses ordinary ranks, ace high.
en | 5-5-A vs 5-5-A, which card's suit decides? | The ace's: ordinary ranks put the ace above the 5s.
en | In a hand like 6-6-K, is the king the top card for the suit tie? | Yes. The highest-ranked card is found with ordinary ranks, so the king.
en | Is the 3 the high card of 3-2-A because 3s are top in Brag? | No. For the tie-break the ace is the highest-ranked card.
en | We typed in two hands with the same cards and the tool says tie, why? | Hands from different deals can share cards and then stay tied; the tool reports a tie.
en | Can the tool ever report a tie? | Yes, only when hands typed from different deals share cards.
en | For the suit tie, do we rank cards in Brag order or ordinary order? | Ordinary ranks, ace high.
@players
en | Can we play with 18? | No. 18 or more cannot be dealt from one deck.
en | Is it OK with just the two of us? | Yes. The game is for two to nine players.
en | We're a group of nine, can we all play? | Yes. Nine is the most the game is described for.
en | Can I play on my own? | No. It takes at least two players.
en | How many people can one deck handle? | Up to 17: three cards each plus the upcard; above nine the tool warns.
en | What happens with 20 players? | They cannot be dealt: one deck fits at most 17.
en | Can 15 play? | The tool accepts it with a warning; the game is described for two to nine.
@tokens
en | Three lives each, or more? | Three tokens each, unless a scenario sets other starting tokens.
en | Can a scenario start us with five lives each? | Yes. A scenario may set other starting tokens; the rules give three each.
en | Do the tokens have a value? | No. They count lives only: no bets, no points.
en | Do you win chips off other players? | No. Tokens are lives only; nobody bets or wins them.
en | Does everyone start with the same number of lives? | Yes, three each.
en | Is there any betting in this version? | No. Tokens track lives only.
en | Do tokens count as points at the end? | No. Tokens count lives, not points.
@deal
en | Does the dealer deal two cards at a time? | No. Three cards each, dealt one at a time.
en | After dealing, what do I do with the next card? | Turn it face up to start the discard pile; the rest is the stock.
en | Who gets the first card? | The player on the dealer's left; the deal goes round three times from there.
en | Where does the rest of the deck go after the deal? | Face down as the stock.
en | Does the youngest deal first? | No. The first dealer is chosen at random.
en | Does an eliminated player get dealt cards? | No. Cards go only to players still in the game.
en | Are the hands dealt face down? | Yes, three each; only the next card is turned up to start the discard pile.
@dealer-rotation
en | Ann dealt this hand and Ben is on her left, who deals next? | Ben, the next surviving player to her left.
en | Does the loser of the hand deal next? | No. The deal moves to the next surviving player on the dealer's left.
en | Does the winner of the hand deal next? | No. The deal simply moves left.
en | Does the deal go round the table? | Yes, left to the next surviving player after each deal.
en | Is it the same dealer all night? | No. After each deal the deal moves left.
en | The dealer himself got knocked out, who deals next? | The deal moves left to the next surviving player.
en | Who deals after the dealer? | The next player still in on the dealer's left.
@dealer-skip
en | Ann dealt and Ben on her left just got eliminated, who deals? | Ann deals again, so the player on Ben's left still plays first.
en | Why does the same dealer deal twice in a row? | Because the next scheduled dealer was just eliminated; this keeps the first turn with the next surviving player.
en | Does the deal skip the knocked-out player and go to the one after? | No. The previous dealer deals again instead.
en | The next dealer just lost while floating, who shuffles? | The same dealer deals again.
en | Ben was due to deal but is out now, does Cat after him deal? | No. The dealer deals again, so Cat still plays first.
en | Can the dealer deal twice in a row? | Yes, when the player due to deal next was just eliminated.
en | Player on the dealer's left eliminated this hand, who deals? | The same dealer again.
@first-turn
en | Who has the first go after the deal? | The next surviving player on the dealer's left.
en | Does the player on the dealer's right start? | No. The player on the dealer's left starts.
en | The player on the dealer's left is out, who starts? | The next surviving player to the dealer's left.
en | Who opens the hand? | The player to the dealer's left.
en | Does the last loser play first? | No. The first turn belongs to the dealer's left.
en | Ann dealt, who's first to play? | Whoever sits on Ann's left, if still in.
en | Who kicks off each deal? | The next surviving player to the dealer's left.
@turn-order
en | Ben is out, does his seat still get a turn? | No. Eliminated players are skipped.
en | Can two people play at the same time? | No. Each turn belongs to one player, going clockwise.
en | After Ann, does the person on her left go? | Yes. Play goes clockwise.
en | Do we ever reverse direction? | No. Turns always go clockwise.
en | Who's next, going round? | The next player clockwise who is still in.
en | Can I play out of turn? | No. Each turn belongs to one player, clockwise round the table.
en | Clockwise or counterclockwise? | Clockwise.
@draw-stock
en | I drew a 7 and don't want it, can I chuck it straight away? | Yes. A card drawn from the stock may be discarded at once.
en | Can I discard any card after drawing from the deck? | Yes, any one of your four, the drawn card included.
en | Can I draw two cards from the stock? | No. Take the top card only, then discard one.
en | Can I draw from the middle of the stock? | No. Take the stock's top card.
en | Drew from the stock, now I have four, what now? | Discard any one of them to keep exactly three.
en | Can I end my go with two cards? | No. Keep exactly three.
en | Do I discard before I draw? | No. Draw the stock's top card first, then discard one of the four.
@take-discard
en | Can I grab the top card of the discard pile instead of drawing? | Yes, then discard a different card.
en | I took the 9 off the discard pile, can I throw the 9 back? | No. The taken card cannot go straight back.
en | Can I take a card from deeper in the discard pile? | No. Only its top card.
en | If I pick up the face-up card, must I discard something? | Yes, a different card from your hand.
en | Tom picked up the discard and put it straight back, is that legal? | No. After taking the discard he must discard a different card.
en | Can I take more than one card from the discards? | No, only the top card.
en | Take the discard, then bin a different one, right? | Right: the taken card cannot go straight back.
@card-conservation
en | Sue drew the queen of spades but her final hand has no queen and she never discarded it, is that okay? | No. A drawn card stays in her hand until she discards it.
en | Two players both show the 8 of hearts, what's wrong? | A card is in only one place; a card in two places breaks the rules.
en | The king of clubs is in my hand and on the discard pile, is that allowed? | No. Every card is in exactly one place.
en | Can a card leave my hand without me discarding it? | No. It stays in your hand until you discard it.
en | Where can a card be during a deal? | In exactly one place: a hand, the stock or the discard pile.
en | The record still has the 4 of diamonds in the stock after Ann drew it, is that right? | No. A drawn card is in her hand, not the stock: a card is in one place only.
en | Can a card be in the stock and in someone's hand? | No. Each card is in exactly one place.
@stop
en | Do I have to draw before I call stop? | No. Stopping replaces the draw: no draw, no discard.
en | Can I stop and still swap a card? | No. A stop means no draw and no discard; you keep your hand.
en | Ann called stop the bus, does she discard? | No. She keeps her hand as it is.
en | Can I draw first and then stop? | No. The stop is instead of drawing.
en | Can I call stop during somebody else's turn? | No. You stop on your own turn, instead of drawing.
en | What do I say to stop the bus? | Call "stop the bus" on your turn, instead of drawing.
en | If I stop, do I keep the cards I have? | Yes. No draw, no discard: the hand is kept.
@second-stop
en | Ann stopped, now it's Ben's final turn, can he stop as well? | No. His final turn is a draw, a take or a pass.
en | Can I stop the bus again on my last go? | No. Once the bus is stopped it cannot be stopped again.
en | Is a second stop just treated as a pass? | No. The tool refuses it as breaking rule stop.
en | Two stops in one hand, is that legal? | No. Once the bus is stopped it cannot be stopped again.
en | After the stop, is calling stop one of my options? | No. A final turn is a draw, a take or a pass; a stop is refused.
en | Where does it say you can only stop once? | No passage says it in words; the final-turns sentence lists draw, take or pass.
en | Bus already stopped and I call stop too? | Refused: a final turn cannot be a stop.
@final-turns
en | Ann stops, do Ben and Cat each get one more turn? | Yes. Every other player has exactly one final turn, in order.
en | When are the hands shown after a stop? | After every other player has had their final turn.
en | Do I have to draw in my final turn? | No. You may draw, take the discard or simply pass.
en | Can the stopper change cards after the others finish? | No. The stopper does not play again.
en | Does it go round again after everyone's had their last go? | No. One final turn each, then all hands are shown.
en | I'm happy with my hand after the stop, can I just keep it? | Yes. In your final turn you may pass.
en | In what order are the final turns played? | In turn order, every other player once; then all hands are shown.
@pass-before-stop
en | Nobody has stopped yet, can I pass? | No. Before a stop a turn is a draw, a take or a stop.
en | I like my hand, can I sit on it without stopping? | No. Before a stop you must draw, take or stop; passing is only in a final turn.
en | Ben said pass on his first go, is that allowed? | No. A pass is refused before anyone stops.
en | Is pass one of my options before the stop? | No. Only draw, take or stop.
en | Can I miss a go in the middle of the hand? | No, not before the bus is stopped.
en | Why can't I pass before the bus is stopped? | The turn options are draw, take and stop; a pass is granted only for the final turn.
en | Is passing only allowed after a stop? | Yes. Before a stop a pass is refused.
@recycle
en | Stock is empty, what do we do with the discards? | Shuffle all of them except the visible top card into a new stock.
en | Does the top discard get shuffled in too? | No. The visible top card stays as the discard pile.
en | Do we flip the discard pile over when the stock is gone? | Shuffle it instead, keeping the visible top card back: the rest becomes the new stock.
en | When we make a new stock, what stays face up? | The top discard stays as the discard pile.
en | Do you shuffle the old discards or just turn them over? | Shuffle them: every discard except the top is shuffled into a new stock.
en | The stock's run out, does the hand end? | No, not while there are discards to recycle: they are shuffled into a new stock.
en | Which cards go into the new stock? | Every discard except the visible top card.
@recycle-when
en | Ann drew the last card of the stock, do we reshuffle now or on Ben's turn? | At the start of Ben's turn, which finds the stock empty.
en | If the turn that finds the stock empty is a stop, is the stock still recycled? | Yes. It is recycled at the start of that turn, whatever the player then does.
en | Do we recycle when the stock is down to one card? | No. Only when a turn begins with the stock empty.
en | Stock empty at the start of my go but I want the discard, do we still reshuffle? | Yes. The stock is recycled at the start of your turn, whatever you then do.
en | Whose turn triggers the reshuffle? | The turn that begins with the stock empty, at its start.
en | How does a record give the order of the new stock? | In reshuffles, or by naming each card drawn from it.
en | Does the reshuffle wait until someone wants to draw? | No. It happens at the start of the turn that finds the stock empty.
@stock-exhausted
en | 17 of us, the stock is empty straight after the deal, what happens? | Nothing can be recycled, so the deal ends at once and the hands are compared.
en | Is there a final round when nothing can be reshuffled? | No. The deal ends at once and the hands are compared.
en | Does everyone get a last turn when there's nothing to recycle? | No. The hands are compared at once.
en | Can the deal end without anyone stopping? | Yes: if the stock is empty and the discard pile holds only its top card.
en | Only the upcard is left and there's no stock, what now? | The deal ends at once and the hands are compared.
en | No stock and nothing under the top discard, do we keep playing? | No. The deal ends immediately and the hands are compared.
en | Stock is empty and there's just one discard, can I take it? | No. Nothing can be recycled, so the deal ends at once and the hands are compared.
@worst-loses
en | Only one person loses a life per hand, right? | Right: only the single worst hand loses one token.
en | Do the two worst hands both lose? | No. Only the single worst hand loses.
en | Ann has a flush, Ben a pair, Cat high card, who loses? | Cat, with the worst hand; she loses one token.
en | Do we compare every hand or just the stopper's? | Every hand still in the deal is compared; only the worst loses.
en | How many lives does the worst hand cost? | One token.
en | Does the second worst hand lose anything? | No. Only the single worst hand loses.
en | Is the bottom hand the only one that pays? | Yes. Only the worst hand loses one token.
@stopper-not-safe
en | Ann stopped with a pair of 4s and everyone beat her, does she lose a token? | Yes. The stopper is not protected.
en | Does calling stop save you from losing? | No. A stopper with the worst hand loses like anyone else.
en | My mate says the stopper can't be the loser, is that true? | No. Stopping does not make a player safe.
en | Is stopping with a weak hand risky? | Yes: if it is the worst hand at the showdown, the stopper loses a token.
en | If the stopper has the lowest hand, who loses? | The stopper, like anyone else.
en | Does the stopper get a free pass if their hand is worst? | No. The stopper loses like anyone else.
en | Stopped on my first go with 7-4-2 and it's the worst, do I lose? | Yes. Stopping does not protect you.
@floating
en | I'm on zero lives, can I still play the next hand? | Yes. You float and keep playing with zero tokens.
en | Ben lost his third token, is he knocked out? | No. He floats at zero tokens.
en | Do you get an extra life after your last token? | In effect, yes: you float, still playing with zero tokens.
en | Is floating like a spare life? | Yes: after your last token you still play, at zero tokens.
en | Does a player at zero tokens still get dealt in? | Yes. A floating player still plays.
en | Lost my third chip, do I sit out? | No. You float and keep playing.
en | My mate says zero tokens means you're out, is that right? | No. At zero you float and still play.
@elimination
en | Ben was floating and had the worst hand again, is he out? | Yes. He is eliminated and plays no more deals.
en | Can a floating player who loses come back? | No. Losing while floating eliminates: no more deals.
en | How many losses until you're out for good? | With three tokens, four: the fourth loss comes while floating and eliminates.
en | Does an eliminated player get dealt in again? | No. They play no more deals.
en | Is a floating player who loses out straight away? | Yes, eliminated.
en | I was floating and lost, can I still play the next hand? | No. You are eliminated.
en | Cat is on zero and has the worst hand, what happens to her? | She is eliminated.
@last-survivor
en | Only Ben and I were left and Ben got eliminated, what now? | You are the last survivor and win; no further deal is played.
en | Do we keep dealing until one person is left? | Yes. Deals go on until only one player is left.
en | Is the winner the one with the most tokens? | No. The winner is the last player left in.
en | Can the game end with two winners? | No. Deals go on until one player is left.
en | Once only Ann is left, do we deal again? | No. She wins and no further deal is played.
en | When do we stop dealing new hands? | When only one player is left.
en | Does the game end when the last but one player is eliminated? | Yes. The one player left wins.
@other-games
en | Is this the same as the 31 game where you knock? | No. The 31-point game is a different game: --game thirty-one.
en | Do we turn three cards face up in the middle? | No. A face-up pool of three belongs to the 31-point game; here one upcard starts the discard pile.
en | Does getting 31 win instantly? | Not in this game: an instant 31 is the 31-point Stop the Bus.
en | Can I swap all three of my cards with the table? | No. Exchanging with face-up table cards is Bastard Brag.
en | In 31 both tied lowest players lose, is it the same here? | No. Here exact ties break by suit and only one hand loses.
en | Is this Bastard Brag? | No. Bastard Brag exchanges cards with face-up table cards; this game draws and discards.
en | How do I get the tool to rule the 31-point version? | Choose it: game: thirty-one in a record or --game thirty-one on the command line.
@house:run-vs-flush
en | Some people play flush over run, can our table do that? | Yes, with the house rule run-vs-flush: flush; by default a run beats a flush.
en | At our table a flush beats a straight, how do I tell the tool? | Use --house run-vs-flush=flush, or house: {run-vs-flush: flush} in a record.
en | We agreed flushes rank above runs, does anything else move? | No. Only flush and run swap; every other category keeps its place.
en | Can we agree that a flush beats a run but a running flush stays second? | Yes. With run-vs-flush: flush only the flush moves above the run.
@house:top-prial
en | In our house three aces beat three threes, can the tool play that? | Yes, with the house rule top-prial: aces.
en | We play prials straight by rank, where do three 3s go then? | With top-prial: aces they rank between 4-4-4 and 2-2-2.
en | Some tables play A-A-A as the best trips, how do I set that? | Use --house top-prial=aces.
en | If our table hasn't agreed anything, which prial is top? | Three 3s: top-prial: threes is the default.
@house:top-run
en | At our table Q-K-A is the best run and A-2-3 the worst, can we play that? | Yes, with the house rule top-run: akq.
en | We agreed A-K-Q is top, does that change running flushes too? | Yes. Suited runs follow the same order.
en | How do I set our house rule that A-2-3 is the lowest run? | Use --house top-run=akq, or house: {top-run: akq} in a record.
en | Some people put A-K-Q above A-2-3, is that the default? | No. The default top-run: a23 puts A-2-3 first; akq is a house rule.
@house:floating
en | At our table there's no floating, zero tokens means out, can the tool do that? | Yes, with the house rule floating: false.
en | With our no-floating house rule, can a record seat a player at 0 tokens? | No. A record that seats a player with 0 tokens is refused.
en | Some people play that losing your third life knocks you out at once, how do I set it? | Use --house floating=false.
en | Can we agree to keep the floating life? | Yes. That is the default, floating: true.
@house:stock-empty
en | We just end the hand when the stock runs out instead of reshuffling, can the tool play that? | Yes, with the house rule stock-empty: compare.
en | With our stock-empty compare house rule, what happens when a turn finds no stock? | The deal ends at once and the hands are compared.
en | Some tables reshuffle the discards and some don't, which is the default? | Recycling: stock-empty: recycle is the default.
en | How do I set compare-on-empty-stock for our table? | Use --house stock-empty=compare.
@house:dealer-skip
en | We always pass the deal left, even if that player just got knocked out, how do I set that? | Use --house dealer-skip=false: the player after them deals.
en | Some people give the deal to the next player after the eliminated one, can the tool do that? | Yes, with the house rule dealer-skip: false.
en | With dealer-skip off at our table, who deals when the next dealer was just eliminated? | The player after them, the next survivor on the dealer's left.
en | Can we agree that the dealer never deals twice in a row? | Yes. dealer-skip: false always passes the deal to the next surviving player on the left.
@house:stopper-safe
en | We play that whoever stops can't lose, how do I set that? | Use --house stopper-safe=true.
en | At our table the stopper is protected: Ann stops with the worst hand and Ben is second worst, who loses? | Ben. With stopper-safe: true the stopper is passed over and the worst of the other hands loses.
en | Some people say stopping makes you safe, is that the default? | No. The default is stopper-safe: false, so the stopper can lose.
en | If our table plays stopper-safe, can the stopper ever lose a token? | No. When the stopper holds the worst hand, the worst of the other hands loses instead.

@deck
nl | Halen we de jokers eruit voor we beginnen? | Ja. Er wordt gespeeld met één spel van 52 kaarten zonder jokers.
nl | Mijn vriend wil met twee pakjes kaarten spelen, mag dat? | Nee. Je speelt met één spel van 52 kaarten, dus elke kaart zit er één keer in.
nl | Mag een joker als wilde kaart gebruikt worden? | Nee. Er zitten geen jokers in het spel.
nl | Kunnen we met een piketspel van 32 kaarten spelen? | Nee. Het spel gebruikt een standaard spel van 52 kaarten.
nl | welk pak kaarten heb je nodig voor stop de bus | Eén standaard spel van 52 kaarten, zonder jokers.
fr | On peut jouer avec deux paquets mélangés ? | Non. Un seul jeu de 52 cartes : chaque carte n'existe qu'une fois.
fr | Le joker peut-il servir de carte libre ? | Non. Il n'y a pas de jokers : 52 cartes.
fr | On peut jouer avec un jeu de 32 cartes ? | Non. Il faut un jeu standard de 52 cartes.
fr | De quel paquet a-t-on besoin pour jouer ? | Un jeu standard de 52 cartes, jokers retirés.
fr | mon pote a laisse les jokers dans le paquet, c'est grave ? | Oui, il faut les retirer : on joue avec 52 cartes sans jokers.

@ranking
nl | Wint een running flush altijd van een gewone straat? | Ja. Elke running flush verslaat elke run.
nl | Tom heeft drie vijven en Lisa een straat in één kleur, wie wint? | Tom. Een prial (drie dezelfde) is de hoogste soort hand, boven de running flush.
nl | Is 4-5-6 in gemengde kleuren beter dan A-H-9 in harten? | Ja. Een run (straat) verslaat een flush.
nl | Mijn maat zegt dat een flush boven een straat gaat, klopt dat? | Nee. Hier verslaat een run (straat) een flush.
nl | Welke handen zijn er beter dan een flush? | Een run, een running flush en een prial.
fr | Une quinte flush bat toujours une quinte ? | Oui. Toute suite assortie bat toute suite mixte.
fr | Paul a 7-7-7 et Marie une suite assortie 9-10-V, qui gagne ? | Paul. Le brelan est la plus forte catégorie.
fr | Mon cousin dit que la couleur passe devant la quinte, c'est vrai ? | Non. Ici la suite (quinte) bat la couleur.
fr | 4-5-6 pas de la même couleur contre A-R-9 de coeur, qui gagne ? | Le 4-5-6 : une suite bat une couleur.
fr | Compte-t-on les points des cartes pour savoir qui gagne ? | Non. Seules les mains de Brag à trois cartes comptent, sans aucun point.

@prial-order
nl | Drie vijven tegen drie vieren, wie wint? | Drie vijven. Onder de azen gaan prials gewoon omlaag tot 4-4-4.
nl | Is 2-2-2 nog lager dan 4-4-4? | Ja. 2-2-2 is de laagste prial.
nl | Ik heb drie heren en jij drie vrouwen, wie heeft de beste trips? | Drie heren: K-K-K staat boven Q-Q-Q.
nl | Waarom zijn drie drieën hoger dan drie azen? | Zo is de volgorde van prials: 3-3-3 bovenaan, dan A-A-A, K-K-K.
nl | drie drieen of drie azen wat is hoger | Drie drieën: 3-3-3 is de beste prial.
fr | Brelan de 5 contre brelan de 4, lequel gagne ? | Le brelan de 5 : sous les as, les brelans descendent jusqu'à 4-4-4.
fr | Mon brelan de rois bat-il ton brelan de dames ? | Oui. K-K-K est au-dessus de Q-Q-Q.
fr | Pourquoi trois 3 battent trois as ? | C'est l'ordre des brelans : trois 3 en tête, puis A-A-A, K-K-K.
fr | brelan de 2 ou brelan de 4, lequel est le plus bas | Le brelan de 2 : 2-2-2 est le plus faible.
fr | Le brelan d'as est-il le deuxieme meilleur ? | Oui. Seuls trois 3 sont plus forts.

@run-order
nl | Ik heb V-H-A, is dat de hoogste straat? | Nee. A-2-3 is de beste run; A-K-Q (V-H-A) is de tweede.
nl | Piet heeft 5-6-7 en Kees 6-7-8, beide gemengd, wie wint? | Kees. Runs gaan van K-Q-J omlaag tot 4-3-2, dus 8-7-6 is hoger.
nl | Geldt dezelfde volgorde ook voor running flushes? | Ja. Ook daar is A-2-3 de beste, dan A-K-Q, tot 4-3-2.
nl | Is 2-3-4 hoger dan A-2-3 omdat de kaarten hoger zijn? | Nee. A-2-3 is de beste run en 4-3-2 de laagste.
nl | heer aas twee is dat een straat | Nee. Een run gaat niet rond de hoek: K-A-2 telt niet.
fr | Dame-roi-as, c'est la meilleure quinte ? | Non. A-2-3 est la meilleure suite ; A-K-Q est deuxième.
fr | Julie a 5-6-7 et Marc 6-7-8, couleurs mélangées : qui gagne ? | Marc. Les suites descendent de K-Q-J à 4-3-2, donc 8-7-6 est plus haute.
fr | Pour les suites assorties, c'est le même ordre ? | Oui. A-2-3 en tête, puis A-K-Q, K-Q-J jusqu'à 4-3-2.
fr | 2-3-4 bat A-2-3 parce que les cartes sont plus hautes ? | Non. A-2-3 est la meilleure suite et 4-3-2 la plus basse.
fr | R-A-2 c'est une quinte ou pas | Non. Une suite ne tourne pas : K-A-2 est invalide.

@flush-order
nl | Ik heb H-10-4 in klaveren, jij H-10-3 in ruiten, wie wint? | H-10-4. De hoogste en tweede kaart zijn gelijk, dus de laagste kaart beslist.
nl | Wint een flush A-5-3 van een flush H-V-9? | Ja. Bij flushes telt eerst de hoogste kaart, en de aas is hoog.
nl | Wat is de laagste flush die je kunt hebben? | 5-3-2 in één kleur.
nl | flush B-9-2 tegen flush B-8-7, welke is hoger | B-9-2: de 9 is hoger dan de 8, de laatste kaart doet er dan niet toe.
nl | Tel je bij twee flushes de kaarten bij elkaar op? | Nee. Je vergelijkt de hoogste kaart, dan de volgende, dan de laagste.
fr | Couleur R-10-4 contre couleur R-10-3, qui gagne ? | R-10-4 : les deux premières cartes sont égales, la plus basse décide.
fr | Une couleur A-5-3 bat-elle une couleur R-D-9 ? | Oui. On compare d'abord la plus haute carte, et l'as est haut.
fr | Quelle est la plus petite couleur possible ? | 5-3-2 de la même couleur.
fr | couleur V-9-2 ou couleur V-8-7, laquelle est meilleure | V-9-2 : le 9 bat le 8, la dernière carte ne compte plus.
fr | Deux couleurs, on additionne les cartes ? | Non. On compare carte par carte : la plus haute, puis la suivante, puis la plus basse.

@pair-order
nl | Een paar vijven met een drie tegen een paar vieren met een heer, wie wint? | De vijven: eerst telt het paar, pas daarna de losse kaart.
nl | Sanne heeft 9-9-A en Bram 9-9-4, wie wint? | Sanne. Bij hetzelfde paar beslist de losse kaart, en de aas is hoog.
nl | Is een paar azen met een heer het beste paar? | Ja. A-A-K is de beste paarhand.
nl | Wat is de slechtste hand met een paar? | 2-2-3.
nl | Verslaat een paar drieën een paar heren? | Nee. Bij paren gelden de gewone rangen: een paar heren is hoger.
fr | Paire de 5 avec un 3 contre paire de 4 avec un roi, qui gagne ? | La paire de 5 : la paire compte d'abord, la carte restante ensuite.
fr | Léa a 9-9-A et Hugo 9-9-4, qui gagne ? | Léa. Même paire, la carte restante décide et l'as est haut.
fr | Une paire de 3 bat-elle une paire de rois ? | Non. Pour les paires les rangs sont normaux : les rois sont plus forts.
fr | Quelle est la pire main avec une paire ? | 2-2-3.
fr | la meilleure paire c'est as as roi ? | Oui. A-A-K est la meilleure paire.

@high-card-order
nl | Niks in de hand: A-10-4 tegen H-V-9, wie wint? | A-10-4. Eerst telt de hoogste kaart, en de aas is hoog.
nl | Allebei aas hoog zonder combinatie, wat beslist dan? | De tweede kaart, en daarna de laagste.
nl | Wat is de beste hand met alleen losse kaarten? | A-K-J (A-H-B), niet allemaal in één kleur.
nl | B-8-3 tegen B-7-6 zonder combinatie, wie is hoger? | B-8-3: de 8 verslaat de 7.
nl | Is 5-3-2 in gemengde kleuren echt de slechtste hand? | Ja. Dat is de laagste hand met hoge kaarten.
fr | Rien en main : A-10-4 contre R-D-9, qui gagne ? | A-10-4. La plus haute carte compte d'abord, et l'as est haut.
fr | Les deux ont un as comme plus haute carte, qu'est-ce qui décide ? | La deuxième carte, puis la plus basse.
fr | Quelle est la meilleure main sans combinaison ? | A-K-J pas de la même couleur.
fr | V-8-3 contre V-7-6, sans rien, qui gagne ? | V-8-3 : le 8 bat le 7.
fr | 5-3-2 depareille c'est la pire main ? | Oui, c'est la plus faible main de cartes hautes.

@suit-tiebreak
nl | Ruud heeft 8-6-4 met schoppen 8, Joke 8-6-4 met harten 8. Wie verliest? | Joke. Bij precies dezelfde rangen beslist de kleur van de hoogste kaart, en schoppen gaan boven harten.
nl | Is ruiten hoger dan klaveren bij een gelijkspel? | Ja: schoppen > harten > ruiten > klaveren.
nl | Kunnen twee spelers samen de slechtste hand hebben en allebei een leven verliezen? | Nee. Een exacte gelijke stand wordt door de kleur beslist, dus maar één hand verliest.
nl | Telt de kleur alleen bij precies gelijke handen? | Ja. Alleen bij exact dezelfde rangen beslist de kleur van de hoogste kaart.
nl | gelijke hand wie verliest schoppen of klaveren | Klaveren: schoppen is de hoogste kleur, klaveren de laagste.
fr | Luc a 8-6-4 avec le 8 de pique, Emma 8-6-4 avec le 8 de cœur : qui perd ? | Emma. À rangs identiques, la couleur de la plus haute carte décide, pique avant cœur.
fr | Le carreau est-il plus fort que le trèfle en cas d'égalité ? | Oui : pique > cœur > carreau > trèfle.
fr | Deux joueurs ex aequo pour la pire main perdent-ils tous les deux ? | Non. Une égalité exacte se départage par la couleur, une seule main perd.
fr | La couleur des cartes compte seulement en cas d'égalité parfaite ? | Oui. Seulement quand les rangs sont exactement les mêmes.
fr | egalite parfaite, pique ou trefle qui perd | Le trèfle : pique est la plus forte couleur, trèfle la plus faible.

@suit-tiebreak-duplicate
nl | Ik heb V-V-5 met harten- en klaverenvrouw, welke vrouw telt bij gelijkspel? | De hartenvrouw, de beste kleur van de twee.
nl | Anne heeft A-A-7 met schoppen- en klaverenaas, Wim A-A-7 met harten- en ruitenaas: wie wint? | Anne. Bij de dubbele hoogste rang telt de beste kleur, en schoppen gaat boven harten.
nl | Telt bij een dubbele hoogste kaart de slechtste of de beste kleur? | De beste kleur van die rang.
nl | Mijn paar boeren staat bovenaan, welke boer telt voor de kleur? | De boer met de beste kleur.
nl | paar bovenaan bij gelijkspel welke kleur telt | De hoogste kleur van die dubbele rang.
fr | J'ai D-D-5 avec la dame de cœur et celle de trèfle, laquelle compte en cas d'égalité ? | La dame de cœur, la meilleure couleur des deux.
fr | Anne a A-A-7 avec l'as de pique et de trèfle, Paul A-A-7 avec cœur et carreau : qui gagne ? | Anne. Pour le rang doublé on prend sa meilleure couleur, et pique bat cœur.
fr | Avec une paire en tête, on prend la moins bonne ou la meilleure couleur ? | La meilleure couleur de ce rang.
fr | Ma paire de valets est en haut, quel valet compte pour la couleur ? | Celui de la meilleure couleur.
fr | rang double en haut egalite quelle couleur | La plus haute couleur de ce rang doublé.

@tiebreak-card
nl | Telt in A-2-3 de drie als hoogste kaart omdat 3-2-A de beste run is? | Nee. Voor de kleur telt de gewone rangorde, aas hoog: de aas beslist.
nl | Twee keer 5-5-A gelijk, welke kaart bepaalt de kleur? | De aas, niet de vijven: gewone rangorde, aas hoog.
nl | Zoek je de hoogste kaart voor het gelijkspel met de gewone volgorde? | Ja, met de gewone rangen A K Q J 10 ... 2, aas hoog.
nl | Ik typ twee handen uit verschillende rondes met dezelfde kaarten in, wat zegt de tool? | Dan blijven ze gelijk en meldt de tool een gelijkspel.
nl | a23 tegen a23 wie wint | De hand met de aas in de beste kleur: de aas is de hoogste kaart.
fr | Dans A-2-3 c'est le 3 la plus haute carte puisque c'est la meilleure suite ? | Non. Pour la couleur on prend les rangs ordinaires, as haut : l'as décide.
fr | 5-5-A contre 5-5-A, quelle carte donne la couleur ? | L'as, pas les 5 : rangs ordinaires, as haut.
fr | Pour trouver la plus haute carte à égalité, on suit l'ordre normal ? | Oui, l'ordre ordinaire, as haut.
fr | Deux mains de donnes différentes avec les mêmes cartes, que dit l'outil ? | Elles restent à égalité et l'outil signale une égalité.
fr | a23 contre a23 qui gagne | Celle dont l'as a la meilleure couleur : l'as est la plus haute carte.

@players
nl | Kunnen we met z'n achttienen spelen? | Nee. Met 18 of meer kun je niet delen; tot 17 past in één spel.
nl | We zijn met zes, gaat dat? | Ja. Het spel is voor twee tot negen spelers.
nl | Kan ik in m'n eentje spelen? | Nee. Het spel is voor twee tot negen spelers.
nl | met 12 man stop de bus spelen kan dat | Ja, met een waarschuwing: de tool beoordeelt 10 tot 17 spelers; beschreven is 2 tot 9.
nl | Waarom kunnen er maximaal 17 spelers meedoen? | Drie kaarten per speler plus de open kaart: 17 x 3 + 1 = 52.
fr | On peut jouer à dix-huit ? | Non. À 18 ou plus on ne peut pas distribuer ; jusqu'à 17 ça tient dans un jeu.
fr | Nous sommes six, ça marche ? | Oui. Le jeu est prévu de deux à neuf joueurs.
fr | Peut-on jouer tout seul ? | Non. Le jeu est prévu de deux à neuf joueurs.
fr | on est 12 a la table, c'est possible | Oui, avec un avertissement : l'outil accepte de 10 à 17 joueurs.
fr | Pourquoi 17 joueurs au maximum ? | Trois cartes chacun plus la carte retournée : 17 x 3 + 1 = 52.

@tokens
nl | Hoeveel lucifers krijgt iedereen als levens? | Drie: elke speler begint met drie fiches.
nl | Zijn de fiches punten die je aan het eind telt? | Nee. De fiches tellen alleen levens, geen punten.
nl | Inzet doen met de fiches, hoort dat erbij? | Nee. Er wordt niet gewed: fiches zijn alleen levens.
nl | Kan een scenario met vijf fiches per speler beginnen? | Ja. Standaard zijn het er drie, maar een scenario mag andere startfiches geven.
nl | 3 levens per persoon toch? | Ja, drie fiches (levens) per speler.
fr | Chaque joueur a combien de vies au départ ? | Trois jetons de vie.
fr | Les jetons comptent-ils comme des points à la fin ? | Non. Ils ne comptent que les vies.
fr | On mise des jetons à chaque donne ? | Non. Pas de mises : les jetons sont seulement des vies.
fr | Un scénario peut-il commencer avec cinq jetons chacun ? | Oui. Par défaut trois, mais un scénario peut fixer d'autres jetons de départ.
fr | 3 vies chacun c'est bien ca ? | Oui, trois jetons de vie par joueur.

@deal
nl | Geef je drie kaarten tegelijk of één voor één? | Eén voor één, tot iedereen er drie heeft.
nl | Wat doe je met de eerstvolgende kaart na het delen? | Die gaat open om de aflegstapel te beginnen; de rest blijft gedekt als voorraad.
nl | Hoe bepalen we wie de eerste keer deelt? | Willekeurig: de eerste deler wordt bij toeval gekozen.
nl | Schudden we voor elke nieuwe hand? | Ja. Voor elke nieuwe hand schudt de deler.
nl | leg je de rest van de kaarten open of dicht neer | Dicht: de rest ligt gedekt als voorraad.
fr | On donne les trois cartes d'un coup ou une par une ? | Une par une, jusqu'à trois chacun.
fr | Après la donne, que fait-on de la carte suivante ? | On la retourne pour commencer la défausse ; le reste forme la pioche face cachée.
fr | Comment choisit-on le premier donneur ? | Au hasard.
fr | Faut-il battre les cartes a chaque nouvelle main ? | Oui, on mélange pour chaque nouvelle donne.
fr | Le reste du paquet, face visible ou cachée ? | Face cachée : c'est la pioche (le talon).

@dealer-rotation
nl | Ik heb net gedeeld, wie deelt nu? | De volgende speler links van jou die nog meedoet.
nl | Gaat het delen rechtsom of linksom? | Linksom: na elke hand deelt de volgende speler links.
nl | Blijft dezelfde deler het hele spel? | Nee. Na elke hand schuift het delen één plaats naar links.
nl | Na de hand van Anna, wie geeft er? | De volgende speler links van Anna die nog in het spel is.
nl | volgende hand wie moet delen | De volgende overgebleven speler links van de deler.
fr | Je viens de donner, qui donne maintenant ? | Ton voisin de gauche encore en jeu.
fr | La donne tourne à droite ou à gauche ? | À gauche, après chaque donne.
fr | C'est toujours le même qui distribue ? | Non. La donne passe à gauche après chaque main.
fr | Après la donne de Sophie, qui distribue ? | Le joueur suivant à gauche de Sophie encore en jeu.
fr | main suivante qui donne | Le joueur survivant suivant à gauche du donneur.

@dealer-skip
nl | Jan zou na mij delen maar ging er deze hand uit, wie deelt nu? | Jij deelt opnieuw, zodat de volgende overgebleven speler links nog steeds begint.
nl | Waarom deelt dezelfde deler nog eens als de volgende deler is uitgeschakeld? | Zodat de volgende overgebleven speler zijn beurt om te beginnen niet mist.
nl | Schuift het delen door naar de speler na de uitgeschakelde deler? | Nee. Als de volgende deler net is uitgeschakeld, deelt dezelfde deler opnieuw.
nl | Wie begint als de deler opnieuw deelt omdat de volgende deler eruit ligt? | De volgende overgebleven speler links van de deler, zoals altijd.
nl | volgende deler geelimineerd wie deelt | Dezelfde deler deelt nog een keer.
fr | Marc devait donner après moi mais il vient d'être éliminé, qui donne ? | Toi, encore une fois : le même donneur redonne.
fr | Pourquoi le donneur redonne quand le prochain donneur est éliminé ? | Pour que le prochain survivant à gauche garde l'entame.
fr | La donne saute-t-elle au joueur après le donneur éliminé ? | Non. Si le prochain donneur vient d'être éliminé, le même donneur redonne.
fr | Qui commence quand le donneur redonne parce que le suivant est éliminé ? | Le prochain survivant à sa gauche, comme d'habitude.
fr | prochain donneur elimine qui donne | Le donneur précédent redonne.

@first-turn
nl | Mag de deler als eerste spelen? | Nee. De speler links van de deler begint.
nl | Kees deelt, wie is als eerste aan zet? | De speler links van Kees.
nl | Begint de speler rechts van de deler? | Nee, de speler links van de deler begint.
nl | Begint degene die de vorige hand won? | Nee. De eerste beurt is voor de speler links van de deler.
nl | wie is eerst na het geven | De speler links van de deler.
fr | Le donneur joue-t-il en premier ? | Non. Son voisin de gauche commence.
fr | Karim distribue, qui joue le premier coup ? | Le joueur à gauche de Karim.
fr | C'est le joueur à droite du donneur qui commence ? | Non, c'est celui de gauche.
fr | Celui qui a gagné la manche précédente commence-t-il ? | Non. Le premier tour revient au voisin de gauche du donneur.
fr | qui ouvre le jeu apres la donne | Le voisin de gauche du donneur.

@turn-order
nl | Als iemand eruit ligt, slaan we die dan over bij de beurten? | Ja. De beurten gaan met de klok mee langs de spelers die nog meedoen.
nl | Gaat de beurt naar links of naar rechts? | Met de klok mee, dus naar links.
nl | Mogen twee spelers tegelijk hun beurt doen? | Nee. Elke beurt hoort bij één speler, met de klok mee.
nl | Spelen we tegen de klok in? | Nee, met de klok mee.
nl | wie is na mij | De volgende speler met de klok mee die nog in het spel is.
fr | Un joueur éliminé, on le saute ? | Oui. On tourne dans le sens horaire parmi les joueurs encore en jeu.
fr | Peut-on jouer en même temps ? | Non. Chaque tour appartient à un seul joueur.
fr | On joue dans le sens inverse des aiguilles d'une montre ? | Non, dans le sens horaire.
fr | Le tour passe à droite ou à gauche ? | À gauche, dans le sens des aiguilles d'une montre.
fr | c'est a qui apres moi | Au joueur suivant dans le sens horaire encore en jeu.

@draw-stock
nl | Ik trek van de stapel, mag ik dan elke kaart weggooien? | Ja. Je legt een van je vier kaarten af, de getrokken kaart ook.
nl | Mag ik de getrokken kaart houden en twee kaarten afleggen? | Nee. Je legt er één af en houdt er precies drie.
nl | Moet ik de kaart die ik van de pot trek laten zien? | Nee. Je trekt de bovenste kaart van de voorraad zonder hem te tonen en legt dan een kaart open af.
nl | Mag ik vier kaarten in mijn hand houden? | Nee. Na het trekken leg je er één af: je houdt er precies drie.
nl | Mag ik een kaart uit het midden van de stapel trekken? | Nee, alleen de bovenste kaart van de voorraad.
fr | Je pioche au talon, je peux jeter n'importe quelle carte ? | Oui, une de vos quatre cartes, même celle piochée.
fr | Puis-je garder quatre cartes ? | Non. Après la pioche on défausse une carte pour en garder exactement trois.
fr | Je pioche et je défausse deux cartes, c'est permis ? | Non. Une seule défausse : on garde trois cartes.
fr | Peut-on piocher une carte au milieu du talon ? | Non, seulement la carte du dessus de la pioche.
fr | jpioche un 2 qui sert a rien, je le rejette direct ? | Oui, la carte piochée peut repartir aussitôt.

@take-discard
nl | Ik pak de open 7 van de aflegstapel, mag ik die meteen weer wegleggen? | Nee. Na het pakken moet je een andere kaart afleggen.
nl | Mag ik in plaats van trekken de bovenste afgelegde kaart nemen? | Ja, en dan leg je een andere kaart af.
nl | Mag ik een kaart onder de bovenste van de aflegstapel pakken? | Nee, alleen de bovenste kaart.
nl | Moet ik na het pakken van de aflegstapel ook een kaart afleggen? | Ja, een andere kaart dan die je pakte.
nl | open kaart pakken en terugleggen mag dat | Nee, je moet een andere kaart afleggen.
fr | Je prends le 7 visible de la défausse, je peux le remettre tout de suite ? | Non. Il faut défausser une autre carte.
fr | Au lieu de piocher, je peux prendre la dernière carte jetée ? | Oui, puis vous défaussez une carte différente.
fr | Peut-on prendre une carte sous le dessus de la défausse ? | Non, seulement la carte du dessus.
fr | Si je ramasse la défausse, dois-je jeter une carte ? | Oui, une autre que celle prise.
fr | prendre la carte visible et la rejeter, c'est interdit ? | Oui. La carte prise ne peut pas repartir tout de suite.

@card-conservation
nl | Bart pakte de ruiten 9, maar bij het tonen heeft hij die niet meer en hij legde hem nooit af. Mag dat? | Nee. Een gepakte kaart blijft in je hand tot je haar aflegt.
nl | De hartenvrouw zit in Evi's hand en ligt ook op de aflegstapel, hoe kan dat? | Dat kan niet: elke kaart ligt op precies één plaats.
nl | Waar kan een kaart allemaal liggen tijdens een hand? | Op precies één plek: in een hand, in de voorraad of op de aflegstapel.
nl | Iemand geeft stiekem een kaart aan zijn buurman, kan dat? | Nee. Een kaart blijft waar ze is tot trekken, pakken of afleggen haar verplaatst.
nl | ik trok een 5 maar bij het tonen heb ik hem niet meer en ook niet afgelegd | Dat mag niet: een getrokken kaart blijft in je hand tot je haar aflegt.
fr | Bruno a pris le 9 de carreau mais ne l'a plus en main à la fin, sans l'avoir défaussé : c'est permis ? | Non. Une carte prise reste en main jusqu'à ce qu'on la défausse.
fr | La dame de cœur est dans une main et aussi dans la défausse, c'est possible ? | Non. Chaque carte est à un seul endroit.
fr | Où peut se trouver une carte pendant la donne ? | À un seul endroit : une main, la pioche ou la défausse.
fr | Un joueur peut-il passer une carte en douce à son voisin ? | Non. Une carte ne bouge que par la pioche, la prise ou la défausse.
fr | j'ai pioche un 5 et a la fin il a disparu de ma main, normal ? | Non. Une carte piochée reste dans la main jusqu'à sa défausse.

@stop
nl | Mag ik eerst een kaart trekken en dan stop roepen? | Nee. Stoppen is in plaats van trekken: geen trekken, geen afleggen.
nl | Moet ik een kaart afleggen als ik de bus stop? | Nee. Je houdt je drie kaarten.
nl | Mag ik in mijn allereerste beurt al stoppen? | Ja. In je beurt mag je in plaats van te trekken stoppen.
nl | Wat doe je met dat busje op tafel? | Je roept 'stop de bus' of zet het busje voor je: je trekt dan niet en legt niet af.
nl | ik heb een goede hand kan ik stoppen | Ja. Roep in je beurt 'stop de bus' in plaats van te trekken; je houdt je hand.
fr | Je peux piocher puis dire stop ? | Non. Arrêter remplace la pioche : ni pioche ni défausse.
fr | Faut-il défausser quand on arrête le bus ? | Non. On garde sa main de trois cartes.
fr | Puis-je arrêter dès mon premier tour ? | Oui, à votre tour, au lieu de piocher.
fr | J'ai une bonne main, je dis stop et je garde mes cartes ? | Oui. Vous arrêtez le bus sans piocher ni défausser.
fr | on peut dire stop en dehors de son tour | Non, seulement à son tour, à la place de piocher.

@second-stop
nl | Sam stopt, en in haar laatste beurt wil Eva ook stoppen. Mag dat? | Nee. Een laatste beurt is trekken, pakken of passen; een tweede stop wordt geweigerd.
nl | Kan ik terugstoppen als iemand de bus al gestopt heeft? | Nee. De bus kan maar één keer gestopt worden.
nl | Waarom mag je in de laatste ronde niet stoppen? | Omdat een laatste beurt alleen trekken, pakken of passen is; zo wordt de regel gelezen.
nl | Telt een tweede stop dan gewoon als passen? | Nee. Een tweede stop wordt geweigerd als overtreding, niet als pas gezien.
nl | bus al gestopt kan ik ook nog stop zeggen | Nee, een tweede stop mag niet.
fr | Sam a arrêté, Eva veut aussi arrêter à son dernier tour : c'est permis ? | Non. Le dernier tour est une pioche, une prise ou une passe ; un second arrêt est refusé.
fr | Peut-on re-arrêter un bus déjà arrêté ? | Non. Le bus ne s'arrête qu'une fois.
fr | Un deuxième stop compte-t-il comme une passe ? | Non. Il est refusé comme une infraction.
fr | Pourquoi je ne peux pas dire stop au dernier tour ? | Parce qu'un dernier tour est une pioche, une prise de défausse ou une passe.
fr | bus deja arrete je peux dire stop aussi | Non, pas de second arrêt.

@final-turns
nl | Tim stopt; mag ik in mijn laatste beurt nog een kaart trekken? | Ja. In je laatste beurt mag je trekken, pakken of passen.
nl | Na de stop, wanneer worden de kaarten getoond? | Als iedere andere speler zijn laatste beurt heeft gehad.
nl | Ik ben tevreden met mijn kaarten na een stop, moet ik toch trekken? | Nee. In je laatste beurt mag je gewoon passen.
nl | Speelt de stopper ook nog mee in de laatste ronde? | Nee. Alleen de anderen krijgen nog één beurt.
nl | na stop nog 1 beurt of meer | Precies één laatste beurt voor elke andere speler.
fr | Tom a arrêté, puis-je encore piocher à mon dernier tour ? | Oui. Au dernier tour vous pouvez piocher, prendre la défausse ou passer.
fr | Après l'arrêt, quand montre-t-on les mains ? | Quand chaque autre joueur a joué son dernier tour.
fr | Ma main me plaît après le stop, je dois quand même piocher ? | Non. Au dernier tour on peut simplement passer.
fr | Celui qui a dit stop joue-t-il aussi le dernier tour ? | Non. Seuls les autres rejouent une fois.
fr | apres le stop on a droit a combien de tours | Un seul dernier tour pour chaque autre joueur.

@pass-before-stop
nl | Mijn hand is goed, mag ik gewoon passen zonder te stoppen? | Nee. Vóór een stop moet je trekken, pakken of stoppen; passen mag pas in de laatste beurt.
nl | Ik wil een beurt niets doen terwijl nog niemand gestopt heeft, kan dat? | Nee. Passen mag niet vóór de stop.
nl | Is passen een van de drie opties in een gewone beurt? | Nee. De drie opties zijn trekken, de aflegstapel pakken of stoppen.
nl | Mag ik in de eerste ronde passen? | Nee. Passen mag pas in de laatste beurt na een stop.
nl | passen zonder stop mag dat | Nee, alleen na een stop.
fr | Ma main est bonne, je peux juste passer sans dire stop ? | Non. Avant l'arrêt, on pioche, on prend la défausse ou on arrête.
fr | Passer fait-il partie des trois choix d'un tour normal ? | Non. Les trois choix sont piocher, prendre la défausse ou arrêter.
fr | Au premier tour, peut-on passer ? | Non. Passer n'est permis qu'au dernier tour après un arrêt.
fr | Personne n'a encore arrêté, puis-je sauter mon tour ? | Non. Il faut piocher, prendre la défausse ou arrêter.
fr | passer sans stop c'est autorise | Non, seulement au dernier tour après l'arrêt.

@recycle
nl | De trekstapel is op, blijft de bovenste open kaart liggen? | Ja. Alle afgelegde kaarten behalve de zichtbare bovenste worden geschud tot een nieuwe voorraad.
nl | Welke kaarten worden geschud als de voorraad leeg is? | Alle afgelegde kaarten behalve de bovenste open kaart.
nl | De pot is leeg, gaan we dan gewoon verder? | Ja: schud de aflegstapel zonder de bovenste kaart tot een nieuwe voorraad.
nl | Is de hand afgelopen als de stapel leeg is? | Nee, niet zolang er afgelegde kaarten onder de bovenste liggen: die worden de nieuwe voorraad.
nl | geen kaarten meer om te trekken schudden we opnieuw | Ja, alle afgelegde kaarten behalve de bovenste worden de nieuwe voorraad.
fr | Pioche épuisée, on continue à jouer ? | Oui : les défausses sauf la visible deviennent une nouvelle pioche.
fr | Quelles cartes remélange-t-on quand la pioche est vide ? | Toutes les cartes défaussées sauf la carte visible du dessus.
fr | La donne s'arrête quand il n'y a plus de talon ? | Non, tant qu'il y a des défausses sous la carte visible : on les mélange en nouvelle pioche.
fr | plus de talon on fait comment | On mélange la défausse, sauf la carte du dessus, pour refaire un talon.
fr | On remélange aussi la carte du dessus de la défausse ? | Non. Elle reste visible comme défausse ; les autres forment la nouvelle pioche.

@recycle-when
nl | Ik pak de laatste kaart van de stapel, schudden we dan meteen? | Nee. Pas aan het begin van de volgende beurt, die de voorraad leeg vindt.
nl | De voorraad is leeg en Anna wil de bus stoppen, wordt er eerst geschud? | Ja. Er wordt geschud aan het begin van de beurt die de voorraad leeg vindt, wat de speler daarna ook doet.
nl | Wordt er ook geschud als de speler aan de beurt de aflegstapel wil pakken? | Ja. Het schudden gebeurt aan het begin van de beurt, wat die speler ook kiest.
nl | Op welk moment precies wordt de lege stapel aangevuld? | Bij de start van de beurt die de stapel leeg aantreft.
nl | Schudden we ook in de laatste ronde na een stop als de stapel leeg is? | Ja. Elke beurt die met een lege voorraad begint, begint met schudden, ook als de speler dan past.
fr | Je prends la dernière carte du talon, on remélange tout de suite ? | Non. Au début du tour suivant, celui qui trouve la pioche vide.
fr | Pioche vide et Léo veut arrêter le bus : on remélange d'abord ? | Oui. On remélange au début du tour qui trouve la pioche vide, quoi que fasse le joueur.
fr | Si le joueur veut prendre la défausse, remélange-t-on quand même ? | Oui. Le remélange se fait au début du tour, quel que soit son choix.
fr | Au dernier tour après un arrêt, on remélange si la pioche est vide ? | Oui. Tout tour qui commence avec la pioche vide commence par le remélange, même si le joueur passe.
fr | a quel moment exact on refait la pioche | Au début du tour qui trouve la pioche vide.

@stock-exhausted
nl | Voorraad op en op de aflegstapel ligt alleen de open kaart, wat nu? | De hand eindigt meteen en de handen worden vergeleken.
nl | Er valt niets te schudden, spelen we dan door? | Nee. De hand stopt direct en de handen worden vergeleken.
nl | Kan de hand eindigen zonder dat iemand stop roept? | Ja, als de voorraad leeg is en er niets te schudden is: dan wordt meteen vergeleken.
nl | Krijgen de anderen nog een laatste beurt als er niets meer te schudden is? | Nee. De hand eindigt meteen en de handen worden vergeleken.
nl | geen stapel meer en maar 1 open kaart, einde? | Ja. De hand eindigt meteen en de handen worden vergeleken.
fr | Talon vide et seule la carte visible en défausse, que faire ? | La donne s'arrête aussitôt et on compare les mains.
fr | Rien à recycler, on continue à jouer ? | Non. La donne se termine tout de suite et on compare.
fr | La donne peut-elle finir sans que personne dise stop ? | Oui, si la pioche est vide et qu'il n'y a rien à remélanger.
fr | Les autres ont-ils un dernier tour quand il n'y a plus rien à piocher ni à remélanger ? | Non. On compare les mains immédiatement.
fr | plus de pioche et 1 seule carte en defausse, c'est fini ? | Oui, on compare les mains aussitôt.

@worst-loses
nl | A stopt met een running flush, B heeft een paar azen, C een flush. Wie verliest een fiche? | B. Alleen de slechtste hand verliest één fiche.
nl | Verliezen de twee slechtste handen allebei een leven? | Nee. Alleen de allerslechtste hand verliest één fiche.
nl | Verliest een heel slechte hand meer dan één fiche? | Nee, altijd precies één fiche.
nl | Worden alle handen vergeleken of alleen die van de stopper? | Alle handen van de spelers die nog meedoen; de slechtste verliest een fiche.
nl | met zn vijven, verliest alleen de laatste? | Ja. Alleen de slechtste hand verliest een leven.
fr | A arrête avec une suite assortie, B a une paire d'as, C une couleur : qui perd un jeton ? | B. Seule la pire main perd un jeton.
fr | Les deux plus mauvaises mains perdent-elles une vie ? | Non. Seule la pire main perd un jeton.
fr | Une très mauvaise main perd-elle plusieurs jetons ? | Non, toujours un seul jeton.
fr | Compare-t-on toutes les mains ou seulement celle de celui qui a arrêté ? | Toutes les mains encore en jeu ; la pire perd un jeton.
fr | a 5 joueurs seul le dernier perd ? | Oui. Seule la pire main perd une vie.

@stopper-not-safe
nl | Lisa stopt met 7-5-2 en heeft de slechtste hand, verliest zij? | Ja. Stoppen beschermt niet: zij verliest een fiche.
nl | Mijn vriend zegt dat wie stopt nooit kan verliezen, klopt dat? | Nee. De stopper verliest net als ieder ander als hij de slechtste hand heeft.
nl | Is stoppen met een zwakke hand riskant? | Ja. Stoppen garandeert geen veiligheid.
nl | Als de stopper de slechtste hand heeft, verliest dan de op één na slechtste? | Nee. Dan verliest de stopper zelf.
nl | stopper immuun of niet | Nee, de stopper is niet beschermd.
fr | Lisa arrête avec 7-5-2 et a la pire main, perd-elle ? | Oui. Arrêter ne protège pas : elle perd un jeton.
fr | Mon ami dit que celui qui arrête ne peut pas perdre, c'est vrai ? | Non. Il perd comme les autres s'il a la pire main.
fr | Arrêter avec une main faible, c'est risqué ? | Oui. Arrêter ne garantit aucune sécurité.
fr | Si celui qui arrête a la pire main, c'est l'avant-dernier qui perd ? | Non. C'est celui qui a arrêté qui perd.
fr | celui qui dit stop est protege ou pas | Non, il n'est pas protégé.

@floating
nl | Ik ben mijn derde fiche kwijt, mag ik nog meespelen? | Ja. Je drijft en speelt door met nul fiches.
nl | Betekent nul levens dat ik eruit lig? | Nee. Met nul fiches drijf je en speel je door.
nl | Mijn maat heeft geen fiches meer, moet hij van tafel? | Nee. Hij zweeft en speelt met nul fiches verder.
nl | Telt de hand van iemand met nul fiches nog mee? | Ja. Wie zweeft speelt gewoon door met nul fiches.
nl | Is zweven hetzelfde als uitgeschakeld zijn? | Nee. Zwevend speel je nog mee, met nul fiches.
fr | J'ai perdu mon troisième jeton, je continue ? | Oui. Vous flottez et jouez encore avec zéro jeton.
fr | Zéro vie, ça veut dire éliminé ? | Non. À zéro vous flottez et restez en jeu.
fr | Mon pote n'a plus de jetons, il doit quitter la table ? | Non. Il flotte et continue à zéro jeton.
fr | Flotter, c'est pareil qu'être éliminé ? | Non. En flottant on joue encore, avec zéro jeton.
fr | 0 jeton je joue encore ? | Oui, vous flottez.

@elimination
nl | Ik zweef en heb weer de slechtste hand, wat gebeurt er? | Je bent uitgeschakeld en speelt geen volgende handen meer.
nl | Hoe vaak moet je verliezen om eruit te liggen? | Met drie fiches vier keer: drie fiches kwijt, dan zweef je, en de volgende keer lig je eruit.
nl | Mag een uitgeschakelde speler later weer meedoen? | Nee. Wie uitgeschakeld is speelt geen handen meer.
nl | Ligt een zwevende speler die niet verliest er ook uit? | Nee. Alleen als hij opnieuw de slechtste hand heeft.
nl | zwevend en weer verloren ben ik nu echt weg | Ja, dan ben je uitgeschakeld.
fr | Je flotte et j'ai encore la pire main, que se passe-t-il ? | Vous êtes éliminé et ne jouez plus de donnes.
fr | Il faut perdre combien de fois pour être éliminé ? | Quatre fois avec trois jetons : trois jetons perdus, on flotte, et la défaite suivante élimine.
fr | Un joueur éliminé peut-il revenir plus tard ? | Non. Il ne joue plus aucune donne.
fr | Un joueur qui flotte mais ne perd pas est-il éliminé ? | Non. Seulement s'il a de nouveau la pire main.
fr | je flotte et je reperds, je suis dehors ? | Oui, vous êtes éliminé.

@last-survivor
nl | Nog twee spelers over, gaan we door? | Ja. Er wordt doorgespeeld tot er één speler over is.
nl | Er is er nog maar één over, delen we nog een hand? | Nee. De laatste overlevende wint en er wordt niet meer gedeeld.
nl | Wint de speler met de meeste fiches? | Nee. Het spel gaat door tot één speler overblijft; die wint.
nl | Kan een zwevende speler het spel winnen? | Ja. Wie als laatste overblijft wint, ook met nul fiches.
nl | hoelang spelen we door | Tot er nog één speler over is; die wint.
fr | Il reste deux joueurs, on continue ? | Oui, jusqu'à ce qu'il n'en reste qu'un.
fr | Il ne reste qu'un joueur, on redistribue ? | Non. Le dernier survivant gagne, il n'y a plus de donne.
fr | C'est celui qui a le plus de jetons qui gagne ? | Non. On joue jusqu'au dernier survivant, qui gagne.
fr | Un joueur qui flotte peut-il gagner la partie ? | Oui, s'il est le dernier encore en jeu.
fr | on joue jusqu'a quand | Jusqu'à ce qu'il ne reste qu'un joueur : il gagne.

@other-games
nl | Mijn oom speelt stop de bus met drie open kaarten in het midden, is dat hetzelfde? | Nee. Ruilen met open kaarten op tafel is Bastard Brag of het 31-spel; die regels gelden hier niet.
nl | Moet je hier zo dicht mogelijk bij 31 komen? | Nee, dat is het 31-punten Stop de Bus; hier verzamel je een Brag-hand.
nl | Hoe laat ik de tool het 31-spel beoordelen? | Kies het expliciet: game: thirty-one in een record of --game thirty-one.
nl | Verliezen hier alle gelijke laagste handen, zoals bij 31? | Nee. Hier beslist de kleur bij een exacte gelijke stand en verliest maar één hand.
nl | Is Bastard Brag hetzelfde als dit spel? | Nee. Bij Bastard Brag ruil je met open tafelkaarten; hier trek je en leg je af.
fr | Mon oncle joue avec trois cartes ouvertes au milieu, c'est le même jeu ? | Non. Échanger avec des cartes ouvertes, c'est le Bastard Brag ou le jeu du 31 ; ces règles ne s'appliquent pas ici.
fr | Faut-il s'approcher de 31 ? | Non, c'est l'autre Stop the Bus à 31 points ; ici on fait une main de Brag.
fr | Comment faire juger une partie de 31 par l'outil ? | Choisissez-le : game: thirty-one dans le record, ou --game thirty-one.
fr | Ici toutes les mains à égalité en bas perdent, comme au 31 ? | Non. Ici l'égalité exacte se départage par la couleur et une seule main perd.
fr | Le Bastard Brag, c'est le même jeu ? | Non. Le Bastard Brag échange des cartes avec la table ; ici on pioche et on défausse.

@house:run-vs-flush
nl | Bij ons gaat een flush boven een straat, kan de tool zo spelen? | Ja, met huisregel run-vs-flush: flush; standaard wint een run van een flush.
nl | Kunnen we afspreken dat een flush hoger is dan een run? | Ja, huisregel run-vs-flush: flush; de andere categorieën blijven op hun plaats.
fr | Chez nous la couleur passe avant la quinte, l'outil peut jouer comme ça ? | Oui, règle maison run-vs-flush: flush ; par défaut la suite bat la couleur.
fr | Certains jouent que la couleur bat la suite, on peut choisir ça ? | Oui, run-vs-flush: flush ; le reste du classement ne bouge pas.

@house:top-prial
nl | Bij ons zijn drie azen de hoogste trips en zijn drieën gewoon, kan dat? | Ja, huisregel top-prial: aces: A-A-A, K-K-K, ... 3-3-3, 2-2-2.
nl | Kunnen we afspreken dat prials gewoon op kaartrang gaan? | Ja, met top-prial: aces; standaard is 3-3-3 de beste prial.
fr | Chez nous le brelan d'as est au-dessus de tout et le brelan de 3 est normal, possible ? | Oui, règle maison top-prial: aces : A-A-A, K-K-K, ... 3-3-3, 2-2-2.
fr | Peut-on convenir que les brelans suivent simplement l'ordre des cartes ? | Oui, top-prial: aces ; par défaut trois 3 sont le meilleur brelan.

@house:top-run
nl | Bij ons is A-2-3 de laagste straat en A-H-V de hoogste, kan de tool dat? | Ja, huisregel top-run: akq; running flushes volgen dezelfde volgorde.
nl | Kunnen we afspreken dat A-2-3 onderaan staat bij de runs? | Ja, top-run: akq: A-K-Q bovenaan, A-2-3 het laagst.
fr | Chez nous as-2-3 est la plus petite quinte et A-R-D la plus haute, possible ? | Oui, règle maison top-run: akq ; les suites assorties suivent le même ordre.
fr | Certaines tables mettent A-K-Q en tête des suites, on peut faire pareil ? | Oui, top-run: akq ; A-2-3 devient la plus basse.

@house:floating
nl | Bij ons lig je er meteen uit als je laatste leven op is, zonder zweven. Kan dat? | Ja, huisregel floating: false: je laatste fiche kwijt betekent direct eruit.
nl | Als we zonder zweven spelen, mag iemand dan met nul fiches aan tafel zitten? | Nee. Met floating: false speelt niemand met nul fiches; zo'n record wordt geweigerd.
fr | Chez nous pas de vie flottante, on est éliminé au dernier jeton perdu : possible ? | Oui, règle maison floating: false.
fr | Si on joue sans flotter, un joueur peut-il être assis avec zéro jeton ? | Non. Avec floating: false personne ne joue à zéro ; un tel record est refusé.

@house:stock-empty
nl | Bij ons stopt de hand als de stapel op is, we schudden niet opnieuw. Kan de tool dat? | Ja, huisregel stock-empty: compare: dan worden meteen de handen vergeleken.
nl | Kunnen we afspreken dat een lege voorraad gewoon het einde van de hand is? | Ja, met stock-empty: compare; standaard wordt de aflegstapel opnieuw geschud.
fr | Chez nous, talon vide veut dire qu'on compare tout de suite, sans remélanger. Possible ? | Oui, règle maison stock-empty: compare.
fr | Certains arrêtent la donne quand la pioche est vide au lieu de remélanger, on peut ? | Oui, stock-empty: compare ; par défaut on remélange la défausse sauf la carte visible.

@house:dealer-skip
nl | Bij ons deelt de speler na de uitgeschakelde, niet nog een keer dezelfde deler. Kan dat? | Ja, huisregel dealer-skip: false: het delen gaat altijd naar de volgende overgebleven speler links.
nl | Kunnen we afspreken dat de deler niet opnieuw deelt na een uitschakeling? | Ja, met dealer-skip: false; standaard deelt dezelfde deler opnieuw als de volgende deler net is uitgeschakeld.
fr | Chez nous c'est le joueur après l'éliminé qui donne, pas le même donneur. Possible ? | Oui, règle maison dealer-skip: false : la donne passe toujours au survivant suivant à gauche.
fr | Peut-on convenir que le donneur ne redonne jamais après une élimination ? | Oui, dealer-skip: false ; par défaut le même donneur redonne si le prochain vient d'être éliminé.

@house:stopper-safe
nl | Bij ons kan wie stopt niet verliezen: dan verliest de slechtste van de rest. Kan dat? | Ja, huisregel stopper-safe: true; standaard is de stopper niet beschermd.
nl | Als we de stopper veilig spelen en hij heeft de slechtste hand, wie verliest dan? | Met stopper-safe: true wordt de stopper overgeslagen en verliest de slechtste van de andere handen.
fr | Chez nous celui qui dit stop ne perd jamais, on peut régler ça ? | Oui, règle maison stopper-safe: true ; par défaut il n'est pas protégé.
fr | Avec notre règle du stoppeur protégé, qui perd s'il a la pire main ? | Avec stopper-safe: true il est mis de côté et la pire des autres mains perd.

@stop
en | I've got a prial already, can I call stop instead of taking a card? | Yes. Instead of drawing you may call stop the bus: no draw, no discard, and you keep the three cards you have.
en | stop the bus call: do I still chuck a card on the pile? | No. A stop replaces drawing: you neither draw nor discard, and your hand stays as it was.
en | Is stopping my whole turn, or do I stop and then draw? | Stopping is the whole turn: you call it instead of drawing or taking the discard, and keep your hand.
nl | Als ik stop roep, mag ik dan nog de open kaart pakken? | Nee. Stop roepen komt in plaats van trekken of pakken: je trekt niets, legt niets af en houdt je drie kaarten.
nl | Is stop roepen een van de keuzes in een gewone beurt? | Ja. In je beurt mag je trekken, de open kaart pakken of in plaats daarvan stop de bus roepen.
fr | Quand je dis stop, je garde exactement mes trois cartes ? | Oui. On arrête le bus sans piocher ni défausser : on garde la main du début du tour.
fr | arreter le bus ca remplace la pioche ? | Oui. Dire stop se fait au lieu de piocher ou de prendre la défausse : ni pioche ni défausse.
@second-stop
en | Ann already stopped, it's my last go and I want to call stop as well, can I? | No. Once the bus is stopped it cannot be stopped again: your final turn is a draw, a take or a pass.
en | Can a final turn be a stop? | No. A final turn after a stop is a draw, a take or a pass; a second stop is refused.
en | Ben called stop after Cat had already stopped, what does the tool say? | It refuses it: a second stop in the final turns is reported as breaking rule stop, not treated as a pass.
nl | De bus is al gestopt, telt mijn stop dan als tweede stop of als passen? | Geen van beide: een tweede stop wordt geweigerd. In je laatste beurt mag je trekken, pakken of passen.
nl | mag iedereen 1 keer stop roepen per hand? | Nee. Per hand wordt de bus maar één keer gestopt; na de stop kan niemand meer stoppen.
fr | Zoé a déjà arrêté le bus, à mon dernier tour je peux redire stop ? | Non. Un bus arrêté ne peut pas être arrêté de nouveau : au dernier tour on pioche, on prend la défausse ou on passe.
fr | Chaque joueur peut-il dire stop une fois dans la donne ? | Non. Il n'y a qu'un seul arrêt par donne ; un deuxième stop pendant les derniers tours est refusé.
@final-turns
en | Ann stopped; Ben, Cat and Dan are left. Does Ann get a go after Dan? | No. The stopper does not play again: Ben, Cat and Dan each have one final turn, then all hands are shown.
en | After the stop can I still draw from the stock on my last go? | Yes. In your final turn you may draw or take the discard as usual, or simply pass.
en | last round after stop, do I get one turn or do we go round until everyone's happy? | One. Each other player has exactly one final turn, in order; then everyone shows.
nl | Na de stop van Joost, mag ik in mijn laatste beurt de open kaart pakken? | Ja. In je laatste beurt mag je trekken, de open kaart pakken of passen; daarna worden de handen getoond.
nl | Wanneer gaan de kaarten open na stop de bus? | Zodra alle andere spelers hun ene laatste beurt hebben gehad; de stopper speelt niet meer.
fr | Après le stop de Léa, combien de fois je joue encore ? | Une seule fois : chaque autre joueur a exactement un dernier tour, dans l'ordre, puis on montre les mains.
fr | Lea a dit stop, elle peut encore piocher quand tout le monde a fini ? | Non. Celui qui arrête ne rejoue pas ; seuls les autres ont un dernier tour, puis on montre.
@pass-before-stop
en | First time round, nobody's stopped, I say 'pass' and keep my cards, legal? | No. Before anyone stops a turn must be a draw, a take or a stop; a pass is refused.
en | My hand's good but I don't want to stop yet, can I just skip drawing? | No. Before the bus is stopped you must draw, take the discard or call stop; passing is only for the final turn.
en | Is a pass allowed in the middle of the deal, before any stop? | No. Passing is allowed only in a final turn after a stop.
nl | Niemand heeft de bus nog gestopt, mag ik mijn beurt laten voorbijgaan? | Nee. Voor de stop moet je trekken, de open kaart pakken of stop roepen; passen mag pas in de laatste beurt.
nl | mag ik passen in de tweede ronde als nog niemand stop zei | Nee. Zolang niemand gestopt heeft is passen niet toegestaan.
fr | Personne n'a dit stop, je veux garder ma main sans piocher ni arrêter : possible ? | Non. Avant l'arrêt, un tour est une pioche, une prise de la défausse ou un stop ; passer est refusé.
fr | Au milieu de la donne, sans stop, j'ai le droit de dire je passe ? | Non. On ne peut passer que pendant le dernier tour, après l'arrêt.
@stopper-not-safe
en | I stopped, then everyone improved on their last go and I'm bottom, is that my token gone? | Yes. A stopper with the worst hand loses like anyone else.
en | Does calling stop give you any protection at the reveal? | No. Stopping does not make you safe: if your hand is worst, you lose a token.
en | Ann called stop and ended up with the worst hand, does the loss pass to the next worst player? | No. The stopper is not protected: Ann loses the token herself.
nl | Ik riep stop en na de laatste ronde heb ik de laagste hand, kost mij dat een fiche? | Ja. Wie stopt is niet beschermd: met de slechtste hand verlies je gewoon.
nl | Gaat het verlies naar een ander als de stopper het slechtst heeft? | Nee. De stopper met de slechtste hand verliest zelf, net als ieder ander.
fr | J'ai arrêté, les autres se sont améliorés au dernier tour et j'ai la pire main : je perds ? | Oui. Arrêter ne protège pas : celui qui arrête avec la pire main perd un jeton.
fr | le stoppeur peut il etre le perdant | Oui. Celui qui arrête n'est pas à l'abri ; avec la pire main il perd comme les autres.
@worst-loses
en | After the stop and the reveal, does every hand worse than the stopper's lose? | No. All hands are compared and only the single worst hand loses one token.
en | Ann stopped with a flush; Ben and Cat both have worse hands than her. Do both lose? | No. Only the worst of all the hands loses one token; the other loses nothing.
en | Once the hands are shown, is it just the bottom hand that pays a token? | Yes. Only the single worst hand loses, one token.
nl | Na de stop: verliest iedereen die lager zit dan de stopper? | Nee. Alle handen worden vergeleken en alleen de allerslechtste verliest één fiche.
nl | Kaarten open na de stop, hoeveel mensen leveren een fiche in? | Eén: alleen de speler met de slechtste hand verliest een fiche.
fr | Après l'arrêt, tous ceux qui ont moins bien que celui qui a arrêté perdent ? | Non. On compare toutes les mains et seule la pire perd un jeton.
fr | on montre les mains apres le stop, combien de joueurs perdent | Un seul : la pire main perd un jeton.
en | How many tokens leave the table in total per deal? | One: only the worst hand loses, and it loses one token.
en | Ann has 3 tokens and Ben 1; Ann's hand is worst. Does the token count change who loses? | No. Ann loses one token: only the worst hand loses, whatever the token counts.
en | Does the player with the most tokens lose anything when someone else has the worst hand? | No. Only the single worst hand loses a token.
nl | Raakt per hand maar één speler een leven kwijt, ook met acht man aan tafel? | Ja. Alle handen worden vergeleken en alleen de slechtste verliest één fiche.
nl | Verliest de slechtste hand al zijn fiches in één keer? | Nee. De slechtste hand verliest precies één fiche.
fr | Par donne, combien de vies partent au total ? | Une seule : la pire main perd un jeton.
fr | La pire main perd-elle tous ses jetons d'un coup ? | Non. Elle perd un seul jeton.
@draw-stock
en | I drew from the face-down pile, can I throw away one of my old cards instead of the new one? | Yes. After a stock draw you discard any one of your four cards, the drawn one included.
en | Does the 'must discard a different card' rule apply when I draw from the stock? | No. That applies only to taking the discard; a card drawn from the stock may be discarded at once.
en | Blind card off the deck, then what? | Add it to your hand and discard any one of the four cards face up; keep exactly three.
nl | Ik trek een blinde kaart van de stapel en die is goed, mag ik dan een van mijn oude kaarten afleggen? | Ja. Na het trekken leg je één van je vier kaarten af, welke je maar wilt.
nl | Geldt 'een andere kaart afleggen' ook als ik van de dichte stapel trek? | Nee. Een kaart van de voorraad mag je meteen weer afleggen; dat verbod geldt alleen voor de open kaart.
fr | Je pioche au talon un valet, je peux jeter mon 4 à la place ? | Oui. Après la pioche, on défausse n'importe laquelle des quatre cartes et on en garde trois.
fr | La regle de defausser une AUTRE carte vaut aussi pour la pioche ? | Non. Une carte piochée au talon peut repartir aussitôt ; l'obligation vaut seulement pour la carte prise à la défausse.
@take-discard
en | Jo threw the K of hearts and I take it: can I put my own 4 down instead? | Yes. After taking the discard you must discard a different card, such as your 4.
en | Picked up the top discard, then changed my mind, can I bin it again? | No. A card taken from the discard pile cannot go straight back; discard a different card.
en | Can I pick up the visible card and throw the same one back, as a way of skipping? | No. The taken card cannot go straight back; you must discard a different card.
nl | Ik neem de open heer van de aflegstapel, welke kaart leg ik dan af? | Een andere kaart uit je hand: de genomen kaart mag niet meteen terug.
nl | Kees gooit de harten 9 weg en ik pak hem; moet ik nu mijn 2 afleggen of mag die 9 terug? | Je legt een andere kaart af, zoals je 2: de 9 die je pakte mag niet meteen terug.
fr | Je prends la carte visible, laquelle je dois défausser ? | Une autre carte de ta main : la carte prise ne peut pas repartir tout de suite.
fr | prendre le dessus de la defausse pour ne rien changer, c'est un moyen de passer ? | Non. La carte prise ne peut pas être rejetée aussitôt ; il faut défausser une carte différente.
@recycle
en | No stop yet and the face-down pile is used up, do we keep drawing? | Yes. Every discard except the visible top is shuffled into a new stock and play goes on.
en | After recycling, what's left in the discard pile? | Only the card that was the visible top; everything under it became the new stock.
en | No cards to draw, but loads of discards under the top card, what happens to them? | They are shuffled into a new stock; the visible top card stays as the discard pile.
nl | Voorraad op, maar er liggen veel afgelegde kaarten: wat doen we ermee? | Alle afgelegde kaarten behalve de bovenste open kaart worden geschud tot een nieuwe voorraad.
nl | Na het opnieuw schudden, wat blijft er op de aflegstapel liggen? | Alleen de kaart die bovenop lag; de rest is de nieuwe voorraad.
fr | Plus de talon mais une grosse défausse : qu'est-ce qu'on en fait ? | On mélange toutes les défausses sauf celle du dessus, visible, pour refaire une pioche.
fr | apres avoir remelange, il reste quoi dans la defausse | Seulement la carte visible du dessus ; le reste forme la nouvelle pioche.
@recycle-when
en | stock hits zero on my draw, reshuffle now or next go? | Next go: the stock is recycled at the start of the turn that finds it empty, not when the last card is drawn.
en | Do we recycle in the middle of my turn, between drawing the last card and discarding? | No. The stock is recycled only when a turn begins with it empty.
en | Ben's final turn after Ann's stop starts with no stock, is it recycled at that moment? | Yes. The recycle happens at the start of any turn that begins with the stock empty, whatever that player then does.
nl | De stapel raakt leeg bij mijn trekbeurt, schudden we dan al voor mijn afleggen? | Nee. Er wordt pas geschud aan het begin van de volgende beurt die de voorraad leeg aantreft.
nl | Moeten we schudden op het moment dat de laatste kaart getrokken wordt, of later? | Later: aan het begin van de beurt die met een lege voorraad begint, wat die speler daarna ook doet.
fr | Le talon se vide quand je pioche : on remélange avant ma défausse ? | Non. On remélange au début du tour suivant, celui qui trouve la pioche vide.
fr | c'est le joueur qui vide la pioche ou le suivant qui declenche le remelange | Le suivant : on recycle au début du tour qui commence avec la pioche vide.
@stock-exhausted
en | Stock's empty and the only discard is the top card, can we still recycle? | No. There is nothing to recycle: the deal ends at once and the hands are compared.
en | Nothing under the visible discard and no stock, does someone still need to call stop? | No. The deal ends at once and the hands are compared, with no stop.
en | Recycling impossible because the discard pile is a single card, what now? | The deal ends immediately and all hands are compared.
nl | Geen stapel meer en onder de open kaart ligt niets: kunnen we nog schudden? | Nee. Er is niets te schudden: de hand eindigt meteen en de handen worden vergeleken.
nl | lege voorraad en aflegstapel van 1 kaart, moet er nog iemand stop roepen | Nee. De hand is meteen afgelopen en de handen worden vergeleken.
fr | Talon vide et la défausse n'a que sa carte du dessus : on peut recycler ? | Non. Rien à recycler : la donne s'arrête aussitôt et on compare les mains.
fr | Il faut encore un stop quand il n'y a ni pioche ni carte a remelanger ? | Non. On compare immédiatement les mains, sans stop.
@tokens
en | Is a token a life or a bet? | A life. Everyone starts with three tokens, and they count lives only; nothing is bet.
en | Before the first deal, how many tokens go in front of each of us? | Three each; they are life tokens.
en | How many lost hands until I'm down to zero tokens? | Three: you start with three tokens and each loss costs one.
nl | Met hoeveel fiches zit iedereen aan het begin van het spel? | Met drie fiches; ze stellen levens voor, er wordt niet mee ingezet.
nl | Na hoeveel verloren handen heb ik nul fiches? | Na drie: je begint met drie fiches en elk verlies kost er één.
fr | Un jeton, c'est une vie ou une mise ? | Une vie : chacun commence avec trois jetons, qui ne comptent que les vies.
fr | combien de jetons par personne avant la premiere donne | Trois jetons de vie chacun.
@floating
en | After my third loss am I out or floating? | Floating: you stay in with zero tokens; only another loss while floating eliminates you.
en | Dan is on zero tokens; can he still call stop the bus? | Yes. A floating player still plays normally with zero tokens.
en | Ann has zero tokens but hasn't lost since, is she still in? | Yes. She floats at zero tokens and keeps playing until she has the worst hand again.
nl | Ik heb mijn laatste fiche ingeleverd, mag ik de volgende hand nog stop roepen? | Ja. Je zweeft: je speelt gewoon door met nul fiches.
nl | Na drie verloren handen, ben ik dan uitgeschakeld of zwevend? | Zwevend: je speelt door met nul fiches tot je nog eens verliest.
fr | J'ai perdu mon 3e jeton, je peux encore dire stop à la donne suivante ? | Oui. Tu flottes : tu joues normalement avec zéro jeton.
fr | trois defaites, je suis elimine ou je flotte ? | Tu flottes : tu continues à zéro jeton jusqu'à une nouvelle défaite.
@elimination
en | Ann is floating and has the worst hand this deal, does she just stay at zero? | No. A floating player who has the worst hand again is eliminated and plays no more deals.
en | A floater with the worst hand: float again or gone? | Gone: a floating player who loses again is eliminated.
en | I'm at zero and came second worst, am I eliminated? | No. A floating player is eliminated only when their hand is the worst.
nl | Jan zweeft en heeft weer de slechtste hand, blijft hij dan gewoon op nul? | Nee. Een zwevende speler die weer verliest is uitgeschakeld en speelt geen handen meer.
nl | Welk verlies zet je er echt uit, als je met drie fiches begint? | Het vierde: na drie verliezen zweef je, en verlies je dan nog eens dan lig je eruit.
fr | Julie flotte et a encore la pire main, elle reste à zéro ? | Non. Un joueur qui flotte et perd encore est éliminé et ne joue plus de donnes.
fr | a zero jeton et avant-dernier, je suis elimine ? | Non. Seul un joueur qui flotte et a la pire main est éliminé.
@last-survivor
en | Down to Ann and Ben, Ben gets eliminated: is Ann the winner even with zero tokens? | Yes. The last player left wins, whatever their tokens; no further deal is played.
en | Does the game stop after a set number of deals? | No. Deals go on until only one player is left; that player wins.
en | Everyone but Cat is eliminated, is the game over? | Yes. Cat is the last survivor and wins; no further deal is played.
nl | Iedereen behalve Sara is uitgeschakeld, is het spel dan voorbij? | Ja. De laatst overgebleven speler wint en er wordt niet meer gedeeld.
nl | spelen we een vast aantal rondes of tot er 1 over is | Tot er één speler over is; die wint het spel.
fr | Tout le monde est éliminé sauf Inès, c'est fini ? | Oui. La dernière survivante gagne et on ne redonne pas.
fr | On joue un nombre fixe de donnes ? | Non. On continue les donnes jusqu'à ce qu'il ne reste qu'un joueur, qui gagne.
@deal
en | Does the dealer get their own card first or last each time round? | Last: the dealing starts at the dealer's left and goes clockwise, the dealer's own card last in each round.
en | Do we cut for high card to decide the first dealer? | The first dealer is chosen at random.
en | Is the upcard turned before or after the players' cards are dealt? | After: three cards each first, one at a time, then the next card is turned up to start the discard pile.
nl | Krijgt de deler zijn eigen kaart als eerste of als laatste per ronde? | Als laatste: je deelt vanaf links van de deler met de klok mee.
nl | Hoeveel kaarten liggen er open na het delen? | Eén: de kaart na het delen wordt opengelegd als begin van de aflegstapel; de rest is de dichte voorraad.
fr | À la distribution, le donneur se sert en premier ou en dernier ? | En dernier à chaque tour : on commence à gauche du donneur et on tourne dans le sens horaire.
fr | combien de cartes visibles apres la donne | Une seule : la carte suivante est retournée pour commencer la défausse ; le reste forme la pioche.
@dealer-rotation
en | Nobody got knocked out this hand; Ben dealt and Cat is on his left. Who deals? | Cat: after each deal the deal passes to the next surviving player on the dealer's left.
en | A player two seats from the dealer was eliminated, does that change who deals? | No. The next surviving player on the dealer's left deals as usual.
en | Dan dealt and went out himself this hand; does the deal still pass to his left? | Yes. When the dealer is the one eliminated, the deal simply moves to the next surviving player on his left.
nl | Niemand is eruit gegaan, Piet deelde en Mies zit links van hem: wie deelt nu? | Mies: na elke hand gaat het delen naar de volgende overlevende speler links.
nl | De deler zelf is net uitgeschakeld, wie deelt de volgende hand? | De volgende overlevende speler links van hem: het delen schuift gewoon door naar links.
fr | Personne n'est éliminé ; Paul a donné, Léa est à sa gauche : qui donne ? | Léa : après chaque donne, la donne passe au survivant suivant à gauche.
fr | le donneur vient d'etre elimine, qui distribue ensuite | Le survivant suivant à sa gauche : la donne tourne simplement à gauche.
@dealer-skip
en | Ann dealt, Ben on her left was knocked out this deal, Cat sits after Ben. Who deals and who starts? | Ann deals again, so Cat keeps the first turn.
en | Why doesn't the deal just jump past the knocked-out player to the next one? | So the next surviving player does not lose their first turn: the same dealer deals again instead.
en | Our dealer dealt twice running after his left-hand neighbour went out, is that a mistake? | No. If the player due to deal next was just eliminated, the same dealer deals again.
nl | Anna deelde, Bas links van haar ligt eruit, daarna zit Cor. Wie deelt en wie begint? | Anna deelt opnieuw, zodat Cor de eerste beurt houdt.
nl | Mag de deler twee keer achter elkaar delen als zijn linkerbuur net is uitgeschakeld? | Ja. Als de volgende deler net is uitgeschakeld, deelt dezelfde deler opnieuw.
fr | Anne donne, Bruno à sa gauche est éliminé, Chloé est après lui : qui donne et qui commence ? | Anne redonne, et Chloé garde l'entame.
fr | le voisin de gauche du donneur sort, pourquoi le meme donneur redonne | Pour que le survivant suivant ne perde pas son tour de commencer : le même donneur redonne.
@first-turn
en | After the deal, does the first go belong to the dealer's left or to whoever stopped last time? | The next surviving player to the dealer's left plays first.
en | Dan deals; Ann, on his left, was knocked out earlier. Who has the first turn? | The next surviving player to Dan's left, since Ann is out.
en | first go after the cards are out, whose? | The next surviving player to the dealer's left.
nl | Wie heeft de eerste beurt van de hand, de deler of zijn linkerbuur? | De linkerbuur: de eerste beurt is voor de volgende overlevende speler links van de deler.
nl | Links van de deler zit iemand die al uitgeschakeld is, wie begint? | De volgende speler links van de deler die nog in het spel is.
fr | Après la donne, qui joue le premier coup : le donneur ou son voisin de gauche ? | Le voisin de gauche encore en jeu commence.
fr | le joueur a gauche du donneur est deja elimine, qui entame | Le survivant suivant à gauche du donneur.
@turn-order
en | After Ben's go, does play pass to his left or his right? | To his left: turns go clockwise.
en | Cat is out of the game and sits between me and Dan. After my turn is it Dan's? | Yes. Turns go clockwise and skip eliminated players.
en | Once the first player has gone, which way do the turns run for the rest of the deal? | Clockwise, one player at a time, skipping eliminated players.
nl | Na de beurt van Bas, gaat het dan naar links of naar rechts? | Naar links: er wordt met de klok mee gespeeld.
nl | Lies ligt eruit en zit tussen mij en Tom, is Tom na mij? | Ja. De beurten gaan met de klok mee en slaan uitgeschakelde spelers over.
fr | Après le tour de Hugo, c'est à son voisin de gauche ? | Oui. Le jeu tourne dans le sens horaire.
fr | Chloe est eliminee et assise entre moi et Tom, Tom joue apres moi ? | Oui. On joue dans le sens horaire en sautant les éliminés.
@ranking
en | Does 2-2-2, the worst prial, beat a running flush like A-K-Q of hearts? | Yes. Any prial beats any running flush.
en | Ace-high flush vs the lowest run, 4-3-2 mixed, which wins? | The run: a run beats a flush.
en | Does a pair of aces beat a K-Q-9 flush? | No. A flush beats a pair.
nl | Verslaat 2-2-2 een running flush? | Ja. Elke prial verslaat elke running flush.
nl | Een lage straat 4-3-2 tegen een flush met aas, wie wint? | De straat: een run verslaat een flush.
fr | Le plus petit brelan, 2-2-2, bat-il une suite assortie ? | Oui. Tout brelan bat toute suite assortie.
fr | suite 4-3-2 melangee contre couleur as-roi-9, qui gagne | La suite : une suite bat une couleur.
@prial-order
en | Q-Q-Q vs 3-3-3, who wins? | 3-3-3: three 3s are the best prial.
en | Where do three 4s sit among the trips? | Just above 2-2-2: the order is 3-3-3, A-A-A, K-K-K down to 4-4-4, then 2-2-2 lowest.
en | K-K-K or A-A-A, which prial is higher? | A-A-A: only three 3s rank above three aces.
nl | Drie vrouwen tegen drie drieën, wie wint? | Drie drieën: 3-3-3 is de beste prial.
nl | Welke drie dezelfde komt net boven 2-2-2? | 4-4-4: de volgorde is 3-3-3, A-A-A, H-H-H tot 4-4-4, en 2-2-2 het laagst.
fr | Brelan de dames contre brelan de 3, qui gagne ? | Le brelan de 3 : c'est le meilleur brelan.
fr | brelan de rois ou brelan d'as, lequel est au-dessus | Le brelan d'as : il vient juste après le brelan de 3.
@run-order
en | Which run comes second, after A-2-3? | A-K-Q, then K-Q-J down to 4-3-2.
en | 3-4-5 vs 2-3-4, both mixed, which straight wins? | 3-4-5: runs go from K-Q-J down to 4-3-2, the lowest.
en | Is A-K-Q the top run? | No. A-2-3 is the best run; A-K-Q is second.
nl | Welke straat is de op één na beste? | A-H-V, na A-2-3; daarna H-V-B tot 4-3-2.
nl | 3-4-5 tegen 2-3-4, beide gemengd, welke run wint? | 3-4-5: de runs gaan van H-V-B omlaag tot 4-3-2 als laagste.
fr | Quelle est la deuxième meilleure suite ? | A-R-D, juste après A-2-3 ; puis R-D-V jusqu'à 4-3-2.
fr | 3-4-5 contre 2-3-4 en couleurs melangees, qui gagne | 3-4-5 : l'ordre descend de R-D-V jusqu'à 4-3-2, la plus basse.
@flush-order
en | A-4-2 of hearts vs K-Q-10 of spades, both flushes, which is higher? | A-4-2: flushes compare the highest card first, and the ace beats the king.
en | Q-J-3 clubs vs Q-J-2 diamonds, who wins? | Q-J-3: with the top two cards equal, the lowest card decides.
en | Two flushes with different ranks: does the suit of the flush matter? | No. Ranks decide: highest card, then the next, then the lowest.
nl | Flush A-4-2 tegen flush H-V-10, welke wint? | A-4-2: bij flushes telt eerst de hoogste kaart, en de aas is hoger dan de heer.
nl | V-B-3 in klaveren tegen V-B-2 in ruiten? | V-B-3 wint: bij gelijke hoogste twee kaarten beslist de laagste.
fr | Couleur A-4-2 contre couleur R-D-10, laquelle gagne ? | A-4-2 : on compare d'abord la plus forte carte, et l'as bat le roi.
fr | couleur D-V-3 contre D-V-2 | D-V-3 gagne : à égalité sur les deux plus fortes, la plus basse décide.
@pair-order
en | 3-3-4 vs 2-2-A, who wins? | 3-3-4: the pair's rank comes first, and 3s beat 2s; the odd card only matters between equal pairs.
en | A-A-2 vs A-A-K, which pair hand is better? | A-A-K: with the same pair, the odd card decides.
en | Pair of 10s with a 2 against pair of 9s with an ace? | The 10s win: the pair is compared before the odd card.
nl | 3-3-4 tegen 2-2-A, wie wint? | 3-3-4: eerst telt het paar, en drieën zijn hoger dan tweeën.
nl | A-A-2 tegen A-A-H, welk paar is beter? | A-A-H: bij hetzelfde paar beslist de derde kaart.
fr | 3-3-4 contre 2-2-A, qui gagne ? | 3-3-4 : on compare d'abord la paire, et les 3 battent les 2.
fr | paire de 10 avec un 2 contre paire de 9 avec un as | La paire de 10 gagne : la paire compte avant la carte restante.
@high-card-order
en | A-Q-3 vs A-J-10, mixed suits, nothing in either hand, who wins? | A-Q-3: after the aces, the queen beats the jack.
en | K-10-2 vs K-10-4, mixed suits, no pair, who's higher? | K-10-4: with the top two cards equal, the lowest card decides.
en | With junk hands, does the lowest card count first or the highest? | The highest first, then the next, then the lowest.
nl | A-V-3 tegen A-B-10, gemengde kleuren, allebei niks, wie wint? | A-V-3: na de azen is de vrouw hoger dan de boer.
nl | H-10-2 tegen H-10-4, geen combinatie | H-10-4 wint: bij gelijke hoogste twee kaarten beslist de laagste.
fr | A-D-3 contre A-V-10, couleurs mélangées, rien dans les deux mains : qui gagne ? | A-D-3 : après les as, la dame bat le valet.
fr | R-10-2 contre R-10-4 sans combinaison | R-10-4 gagne : à égalité sur les deux plus fortes, la plus basse décide.
@suit-tiebreak
en | Both of us hold 10-7-4 in mixed suits; my 10 is a diamond, hers a spade. Who loses? | You do: in an exact rank tie the suit of the highest card decides, and spades beat diamonds.
en | Can an exact rank tie be left undecided in a real deal? | No. With one deck the suits of the highest cards always differ, so the suit tie-break always decides.
en | Suit order for ties, top to bottom? | Spades, hearts, diamonds, clubs.
nl | Wij hebben allebei 10-7-4; mijn 10 is ruiten, die van Sanne schoppen. Wie verliest? | Jij: bij exact gelijke rangen beslist de kleur van de hoogste kaart, en schoppen gaat boven ruiten.
nl | kleurvolgorde bij gelijke hand van hoog naar laag | Schoppen, harten, ruiten, klaveren.
fr | On a tous les deux 10-7-4 ; mon 10 est à carreau, celui de Léo à pique. Qui perd ? | Toi : à égalité exacte, la couleur de la plus haute carte décide, et pique bat carreau.
fr | ordre des couleurs pour departager une egalite | Pique, cœur, carreau, trèfle.
@suit-tiebreak-duplicate
en | Tie on 8-8-5: I have the 8 of hearts and 8 of diamonds, Tom the 8 of spades and 8 of clubs. Who wins? | Tom: with the top rank doubled, each hand's best suit among those cards counts, and his 8 of spades beats your 8 of hearts.
en | Pair on top in a dead tie: does only my best-suited card of the pair count? | Yes. If the top rank is duplicated in a hand, its highest suit is the one compared.
en | Does the clubs card in my top pair drag my hand down in a tie? | No. Only the best suit among the cards of the top rank counts.
nl | Gelijk op 8-8-5: ik heb harten- en ruitenacht, Tom schoppen- en klaverenacht. Wie wint? | Tom: bij een dubbele hoogste rang telt de beste kleur daarvan, en zijn schoppen 8 gaat boven jouw harten 8.
nl | Telt bij mijn paar bovenaan alleen de kaart met de beste kleur? | Ja. Komt de hoogste rang dubbel voor, dan telt de beste kleur van die kaarten.
fr | Égalité sur 8-8-5 : j'ai les 8 de cœur et de carreau, Tom ceux de pique et de trèfle. Qui gagne ? | Tom : avec un rang supérieur doublé, on prend sa plus haute couleur, et son 8 de pique bat ton 8 de cœur.
fr | paire en haut, seule la meilleure couleur compte pour l'egalite ? | Oui. Si le rang supérieur est doublé, on compare la plus haute couleur de ces cartes.
@tiebreak-card
en | A-2-3 tie: my ace is a club and my 3 a spade; his ace is a diamond and his 3 a heart. Who wins? | He does: the ace is the highest-ranked card (ordinary ranks, ace high), and his diamond ace beats your club ace.
en | In 3-3-A vs 3-3-A, is it the ace or the pair of 3s that gives the suit? | The ace: the highest-ranked card is found with ordinary ranks, ace high.
en | Why does the tool say 'tie' when suits should always decide? | Hands typed from different deals may share the same cards; then they stay tied and the tool reports a tie.
nl | 3-3-A tegen 3-3-A: telt de aas of het paar drieën voor de kleur? | De aas: de hoogste kaart wordt bepaald met de gewone rangen, aas hoog.
nl | Waarom meldt de tool een gelijkspel terwijl de kleur altijd beslist? | Bij handen uit verschillende delingen kunnen dezelfde kaarten voorkomen; dan blijven ze gelijk en meldt de tool dat.
fr | 3-3-A contre 3-3-A : c'est l'as ou la paire de 3 qui donne la couleur ? | L'as : la plus haute carte se lit avec les rangs normaux, as fort.
fr | egalite a23 : mon as est trefle, le sien carreau, mais mon 3 est pique. qui gagne | Lui : c'est l'as, la plus haute carte en rang normal, qui compte, et carreau bat trèfle.
@card-conservation
en | In one deal, Ann and Ben both turn over the ace of spades at the reveal, can that be? | No. Every card is in exactly one place, so one of those hands is wrong.
en | Cat threw away the 6 of clubs earlier and now shows it in her final hand without ever picking it back up, is that ok? | No. A discarded card stays on the discard pile unless someone takes it; it cannot be in her hand too.
en | Can two hands in the same deal be tied because they hold the same card? | No. Each card is in one place only; two hands of one deal never share a card.
nl | Bij het tonen hebben Anna en Bas allebei de schoppenaas, hoe zit dat? | Dat kan niet: elke kaart ligt op precies één plaats, dus een van beide handen klopt niet.
nl | Lotte legde de klaveren 6 af en laat hem nu in haar hand zien zonder hem terug te pakken, mag dat? | Nee. Een afgelegde kaart blijft op de aflegstapel tot iemand hem pakt.
fr | Dans une même donne, Anne et Bruno montrent tous les deux l'as de pique : possible ? | Non. Chaque carte est à un seul endroit ; une des deux mains est fausse.
fr | Lola a defausse le 6 de trefle et le montre ensuite dans sa main sans l'avoir repris, c'est bon ? | Non. Une carte défaussée reste dans la défausse tant que personne ne la prend.
@players
en | We're 11 at the table, can we play with one pack? | Yes, with a warning: the game is described for 2 to 9, but up to 17 players fit one deck.
en | What player count is the game written for? | Two to nine players.
en | What's the best number of players for a good game? | The game is described for 2 to 9; the Dutch source says it suits 3 to 5 best.
nl | We zijn met elf, kan dat met één kaartspel? | Ja, met een waarschuwing: het spel is voor 2 tot 9 spelers, maar tot 17 spelers passen in één kaartspel.
nl | Met hoeveel spelers is het spel het leukst? | Het is beschreven voor 2 tot 9 spelers; volgens de Nederlandse bron het best met 3 tot 5.
fr | On est onze, un seul paquet suffit ? | Oui, avec un avertissement : le jeu est prévu pour 2 à 9, mais jusqu'à 17 joueurs tiennent dans un paquet.
fr | le jeu est prevu pour combien de joueurs | De deux à neuf joueurs.
@deck
en | Do we strip out the low cards like in some games? | No. All 52 cards are used, no jokers.
en | In the 31 game you can add jokers; can we put them in here? | No. This game uses one 52-card deck without jokers.
en | Can there be two queens of hearts in a deal? | No. One 52-card deck is used, so every card exists once in a deal.
nl | Halen we de lage kaarten eruit, zoals bij klaverjassen? | Nee. Alle 52 kaarten doen mee, zonder jokers.
nl | Bij 31 mogen jokers erbij, hier ook? | Nee. Dit spel gebruikt één kaartspel van 52 kaarten zonder jokers.
fr | On retire les petites cartes comme à la belote ? | Non. On joue avec les 52 cartes, sans jokers.
fr | au 31 on peut mettre les jokers, et ici | Non. Ici un seul jeu de 52 cartes, sans jokers.
@other-games
en | Is 'Ride the Bus' the same game as this? | No. Ride the Bus is a name for the 31-point game (Thirty-One); its rules are not used here.
en | Does an ace count 11 here? | No. Card values such as ace 11 belong to the 31-point game; here only three-card Brag hands count.
en | Can I knock to start the last round instead of calling stop? | No. Knocking belongs to the 31-point game; here you call stop the bus.
nl | Is 'Ride the Bus' hetzelfde als dit spel? | Nee. Dat is een naam voor het 31-spel (Thirty-One); die regels gelden hier niet.
nl | Telt een aas hier 11 punten? | Nee. Kaartwaarden zoals aas 11 horen bij het 31-spel; hier tellen alleen Brag-handen.
fr | Le Ride the Bus, c'est ce jeu-ci ? | Non. C'est un autre nom du jeu du 31 (Thirty-One) ; ses règles ne s'appliquent pas ici.
fr | l'as vaut 11 points ici ? | Non. Les valeurs de cartes comme l'as à 11 sont celles du jeu du 31 ; ici seules les mains de Brag comptent.
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
        "ace king queen": "a-k-q", "three threes": "3-3-3", "three aces": "a-a-a", "kicker": "odd card pair",
        "same suit": "flush", "suited run": "running flush",
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
        "if i stop": "stopper", "i stopped": "stopper", "who stopped": "stopper", "whoever stopped": "stopper",
        "the one who stopped": "stopper", "if you stop": "stopper", "no tokens": "floating", "no lives": "floating",
        "zero tokens": "floating", "no tokens left": "floating", "no lives left": "floating",
        "someone else stopped": "second stop", "already stopped": "second stop",
        "out of cards to pick up": "=stock empty", "no cards to pick up": "=stock empty",
        "nothing to shuffle": "only top card nothing to recycle", "nothing to reshuffle": "only top card nothing to recycle",
        "all your lives": "last token floating", "all my lives": "last token floating",
        "another go": "one more final turn",
    },
    "nl": {
        "straat": "run", "drie dezelfde": "prial", "levens": "fiches", "leven": "fiches", "uitgeschakeld":
        "geëlimineerd", "eruit": "geëlimineerd", "afgevallen": "geëlimineerd", "valt af": "geëlimineerd", "stapel": "voorraad", "is op": "leeg", "raakt op": "leeg",
        "kloppen": "knock", "klop": "knock", "31": "other games",
        "laatste leven": "laatste fiche drijven", "geen levens": "geen fiches drijven",
        "die ene open kaart": "alleen bovenste kaart niets te schudden",
        "maar één kaart": "alleen bovenste kaart niets te schudden",
        "uiteindelijk": "einde spel", "niks meer": "leeg", "pot": "voorraad", "geeft": "deelt", "geven": "delen",
    },
    "fr": {
        "quinte": "suite", "brelan": "prial", "vies": "jetons", "vie": "jetons", "talon": "pioche",
        "frapper": "knock", "frappe": "knock", "31": "other games", "égalité": "égalité exacte",
        "plus de vie": "flotte zéro jeton", "plus de vies": "flotte zéro jeton",
        "plus de jetons": "flotte zéro jeton",
        "aucun jeton": "flotte zéro jeton", "zéro vie": "flotte zéro jeton",
        "rien à mélanger": "seule carte du dessus rien à remélanger", "jouer à": "joueurs",
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
pair of a rank a pair, a rank said in the plural (sevens) no word of its own. Words after "=" replace the
phrase instead of joining it ("out of cards to pick up" is an empty stock, not a take: ask.expand)."""
