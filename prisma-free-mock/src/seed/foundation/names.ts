/** Danish word lists for the foundation world: people, towns with their postcodes, streets and places. */

/** Space-separated words (one per name; multi-word names are not used here). */
const words = (text: string): readonly string[] => text.split(/\s+/).filter(Boolean);

export const GIVEN_NAMES: readonly string[] = words(`
  Anne Mette Kirsten Hanne Susanne Lene Camilla Louise Maria Pia Tina Charlotte Marianne Helle
  Karina Rikke Sofie Ida Freja Emma Julie Sara Cecilie Mathilde Line Trine Birgitte Dorthe Gitte
  Bodil Åse Ærle Lærke Sølvi Bjørg Gry Signe Astrid Malene Nanna Peter Jens Lars Henrik Søren
  Niels Michael Thomas Anders Morten Jesper Martin Rasmus Mads Christian Frederik Jonas Mikkel
  Kasper Jakob Ole Bo Bjørn Jørgen Bent Steen Torben Kåre Øjvind Åge Emil Oliver Magnus Troels
  Simon Esben Asger Carsten Poul Knud
`);

export const FAMILY_NAMES: readonly string[] = words(`
  Nielsen Jensen Hansen Pedersen Andersen Christensen Larsen Sørensen Rasmussen Jørgensen Petersen
  Madsen Kristensen Olsen Thomsen Christiansen Poulsen Johansen Møller Mortensen Knudsen Jakobsen
  Mikkelsen Olesen Frederiksen Laursen Henriksen Lund Schmidt Eriksen Holm Kristiansen Clausen
  Simonsen Svendsen Andreasen Iversen Østergaard Jeppesen Vestergaard Nissen Lauridsen Kjær Jepsen
  Mogensen Nørgaard Jessen Søndergaard Bæk Dahl Bech Krogh Lærkegaard Mølgaard Bøgh Skovgaard
  Damgaard Højgaard Brøndum Kjærgaard Thygesen Winther Aagaard Ravn Skov Juhl
`);

/** Towns with a postcode. Written with æ/ø/å where the town is. */
export const TOWNS: readonly (readonly [string, string])[] = `
  Aarhus C:8000 | Aalborg:9000 | Odense C:5000 | Esbjerg:6700 | Randers C:8900 | Kolding:6000
  Horsens:8700 | Vejle:7100 | Roskilde:4000 | Herning:7400 | Hørsholm:2970 | Helsingør:3000
  Silkeborg:8600 | Næstved:4700 | Fredericia:7000 | Viborg:8800 | Køge:4600 | Holstebro:7500
  Taastrup:2630 | Slagelse:4200 | Hillerød:3400 | Sønderborg:6400 | Svendborg:5700 | Hjørring:9800
  Holbæk:4300 | Frederikshavn:9900 | Nørresundby:9400 | Ringsted:4100 | Haderslev:6100
  Skive:7800 | Ølstykke:3650 | Nykøbing F:4800 | Greve:2670 | Kalundborg:4400 | Ballerup:2750
  Frederikssund:3600 | Nyborg:5800 | Kastrup:2770 | Aabenraa:6200 | Ikast:7430 | Grenaa:8500
  Thisted:7700 | Hobro:9500 | Middelfart:5500 | Skanderborg:8660 | Faaborg:5600 | Vordingborg:4760
  Haslev:4690 | Frederiksværk:3300 | Ribe:6760 | Tønder:6270 | Varde:6800 | Brønderslev:9700
  Struer:7600 | Lemvig:7620 | Ringkøbing:6950 | Skjern:6900 | Grindsted:7200 | Billund:7190
  Brande:7330 | Odder:8300 | Hadsten:8370 | Hammel:8450 | Ebeltoft:8400 | Rønne:3700 | Nexø:3730
  Maribo:4930 | Nakskov:4900 | Stege:4780 | Sorø:4180 | Korsør:4220 | Skælskør:4230 | Holte:2840
  Kongens Lyngby:2800 | Gentofte:2820 | Hellerup:2900 | Charlottenlund:2920 | Rødovre:2610
  Albertslund:2620 | Glostrup:2600 | Brøndby:2605 | Hvidovre:2650 | Ishøj:2635 | Vallensbæk:2625
  Dragør:2791 | Birkerød:3460 | Farum:3520 | Værløse:3500 | Måløv:2760 | Stenløse:3660
  Jyllinge:4040 | Græsted:3230 | Gilleleje:3250 | Hornbæk:3100 | Humlebæk:3050 | Espergærde:3060
  Frederiksberg:2000 | Valby:2500 | Vanløse:2720 | Brønshøj:2700 | København S:2300
  København N:2200 | København Ø:2100 | København V:1620 | Aars:9600 | Løgstør:9670 | Nibe:9240
  Støvring:9530 | Sæby:9300 | Skagen:9990 | Hirtshals:9850 | Fjerritslev:9690 | Nykøbing M:7900
  Kjellerup:8620 | Bjerringbro:8850 | Langå:8870 | Ry:8680 | Brædstrup:8740 | Give:7323
  Hedensted:8722 | Juelsminde:7130 | Børkop:7080 | Assens:5610 | Glamsbjerg:5620 | Bogense:5400
  Kerteminde:5300 | Ærøskøbing:5970 | Marstal:5960 | Rudkøbing:5900 | Otterup:5450 | Ringe:5750
  Årslev:5792 | Gråsten:6300 | Augustenborg:6440 | Nordborg:6430 | Rødekro:6230 | Vojens:6500
  Toftlund:6520 | Bramming:6740 | Tarm:6880 | Videbæk:6920 | Aulum:7490 | Vinderup:7830
  Hurup Thy:7760 | Nykøbing Sj:4500 | Asnæs:4550 | Tølløse:4340 | Jyderup:4450 | Præstø:4720
  Rødby:4970 | Sakskøbing:4990 | Stubbekøbing:4850 | Faxe:4640 | Store Heddinge:4660
  Hundested:3390 | Helsinge:3200 | Ølgod:6870 | Hinnerup:8382 | Åbyhøj:8230 | Viby J:8260
  Højbjerg:8270 | Risskov:8240 | Brabrand:8220 | Egå:8250 | Lystrup:8520 | Malling:8340
  Solbjerg:8355 | Aabybro:9440 | Aalestrup:9620 | Gistrup:9260 | Vodskov:9310 | Hals:9370
  Vamdrup:6580 | Lunderskov:6640 | Christiansfeld:6070 | Tommerup:5690 | Haarby:5683
  Vissenbjerg:5492 | Munkebo:5330 | Sønder Omme:7260
`
  .split('|')
  .map((entry) => entry.trim().split(':') as [string, string]);

/** A town's name without the postal district letters ("Aarhus C" → "Aarhus", "København N" → "København"). */
export const townName = (town: string): string =>
  town.replace(/ (C|N|S|V|Ø|J|F|M|Sj)$/, '').replace(/ Thy$/, '');

/** Old and new spellings of the same town: a teacher may type either. */
export const TOWN_SPELLINGS: Record<string, string> = {
  Aarhus: 'Århus',
  Aalborg: 'Ålborg',
  Aabenraa: 'Åbenrå',
  Faaborg: 'Fåborg',
  Haarby: 'Hårby',
  Aars: 'Års',
  Aalestrup: 'Ålestrup',
  Aabybro: 'Åbybro',
  Grenaa: 'Grenå',
};

/** The first part of a school's place name ("Nørre" + "skolen"). */
export const PLACES: readonly string[] = words(`
  Nørre Søndre Vestre Østre Bakke Engholm Skovly Højvang Rosen Linde Bøge Ege Kilde Strand Sø
  Møllevang Åbo Enghave Kongevej Toftehøj Frydenlund Solbjerg Hasle Søndervang Tranehøj Kærhus
  Hyldegård Vestervang Lerbjerg Bavnehøj Grønnevang Holme Ådal Fjord Mølle Skåde Ølby Ørkild
  Rønnebær Bøgebakke Klostermark Fælled Kirkebakke Præstemark Lyngbakke Vibe Stjerne Næsby Højme
  Abildgård
`);

export const STREETS: readonly string[] = words(`
  Skolevej Kirkevej Ahornvej Søndergade Østergade Nørregade Vestergade Bøgevej Fælledvej Møllevej
  Stationsvej Åboulevarden Kærvej Højvangen Rådhusstræde Grønnegade Tværgade Skovvej Engvej Søvej
  Bakkevej Lærkevej Elmevej Kløvervej
`);

const slugs = new Map<string, string>();

/** Danish letters to the ASCII people use in e-mail addresses (kept: the same few names recur thousands of times). */
export function asciiSlug(text: string): string {
  let slug = slugs.get(text);
  if (slug === undefined) {
    slug = slugOf(text);
    if (slugs.size < 50_000) slugs.set(text, slug);
  }
  return slug;
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
