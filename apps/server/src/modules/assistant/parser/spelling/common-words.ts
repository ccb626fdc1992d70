/**
 * Everyday words the spelling corrector must leave alone even though they sit one letter from a
 * word it knows ("rest" / "rent", "hose" / "house", "cost" / "coast"). Words of the parser's own
 * tables are added to this list at start-up.
 */
export const COMMON_WORDS = `
about above after again against all almost along already also although always am among an and
another any anybody anyone anything anywhere are area areas around as ask asked asking at away
back bad be because been before being below best better between big bigger both bring but buy by
call came can cannot car care cars case cat cause city close closer come coming cost costs could
country couple day days deal decent did didn't different do does doesn't doing done don't down
during each early easy either else end enough even ever every everything except family far fast
few find fine first five floor floors for found four free friend from front full get gets getting
give go goes going good got great had half hand happy hard has have having he help her here high
him his hold home hope hose hot hour hours how however idea if in inside instead into is isn't it
its just keep kid kids kind know large last late later least left less let life like likely line
little live living local long look looking looks lot lots love low made make many may maybe me
mean might mind mine more most move much must my near nearby need never new next nice night nine
no none nor not nothing now of off often old on once one only open or other our out outside over
own part people perfect pick place plan play please plenty point poem poems pretty price prices
quiet quite rather real really reason rest right room rooms safe said same say saying see seem
seen sell send set seven several she should show side since six small so some someone something
somewhere soon sort spend start stay still stop such sure take talk tell ten than thank thanks
that that's the their them then there these they thing things think this those though three
through time to today together told too top toward town try trying turn two under until up upon
us use used very wait walk want wanted wants was way we week weekend well went were what what's
when where whether which while who whole why will wish with within without wonder word work would
write year years yes yet you your yours zero tomorrow yesterday weather poem story song joke
movie news sports score game stock stocks recipe pizza hotel hotels flight flights school schools
dollars dollar bucks how's where's there's it's i'm i'd i've that's here's who's let's
luxury dream lovely cozy charming spacious modern old new updated renovated remodeled safe quiet
busy cheap rich poor tiny huge bright sunny dark warm cold hot nice pretty ugly clean dirty big
small short tall wide narrow deep near far neighborhood neighbourhood street road drive avenue
lane manor zilker saturday sunday monday tuesday wednesday thursday friday weekend showing
compare versus worth deal trend trends market markets median average typical
north south east west upper lower side heights park hills village square harbor bay
valley creek point springs grove ridge hill station market
downtown midtown uptown suburbs suburb center centre district area
`
  .split(/\s+/)
  .filter(Boolean);
