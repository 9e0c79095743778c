// Generated profiles for the search benchmark: a few INSERT … SELECT generate_series statements.
import pg from 'pg';

// Names of many origins, so trigrams are spread like a real community's (not a handful of syllables).
export const FIRST_NAMES = `Anna Annabelle Joanna Hanna Maria Marie Mariana Sofia Sophie Olga Elena Irina Natalia Tatiana Svetlana Daria
Polina Alina Ksenia Yulia Katarzyna Agnieszka Magdalena Zofia Ewa Lucia Laura Carmen Isabel Paula Giulia Chiara Francesca Valentina
Emma Olivia Ava Mia Amelia Charlotte Isla Grace Chloe Lily Ella Freya Emily Léa Camille Manon Inès Chloé Zoé Lina Nora Ingrid Astrid
Sigrid Freja Aiko Yuki Sakura Mei Hana Priya Ananya Diya Aisha Fatima Layla Noor Amira Zainab Leila Yasmin Selin Elif Zeynep Ayşe
Alexander Alexei Andrei Dmitri Ivan Mikhail Nikolai Sergei Pavel Maxim Jakub Piotr Tomasz Krzysztof Marek Luca Marco Matteo Lorenzo
Giovanni Carlos Javier Miguel Pablo Diego Alejandro Jorge Liam Noah Oliver James William Henry Lucas Benjamin Jack Thomas Oscar Hugo
Louis Gabriel Arthur Jules Lars Erik Magnus Henrik Kenji Hiroshi Takeshi Ravi Arjun Rohan Omar Yusuf Karim Mehmet Emre Can Mustafa
Kwame Kofi Ama Chinedu Ngozi Tendai Thabo Lerato Zanele Mateus Thiago Rafael Bruno Felipe Joao Ana Beatriz Mariana Luiza`.split(/\s+/);

export const LAST_NAMES = `Ivanova Petrova Smirnova Kuznetsova Popova Sokolova Lebedeva Kozlova Novikova Morozova Volkova Solovyova Vasilieva
Zaitseva Pavlova Semenova Golubeva Vinogradova Bogdanova Vorobieva Fedorova Mikhailova Belyaeva Tarasova Nowak Kowalski Wisniewski
Wojcik Kowalczyk Kaminski Lewandowski Zielinski Szymanski Wozniak Dabrowski Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci
Marino Greco Bruno Gallo Conti DeLuca Mancini Costa Giordano Rizzo Lombardi Moretti Garcia Fernandez Gonzalez Rodriguez Lopez Martinez
Sanchez Perez Gomez Martin Jimenez Ruiz Hernandez Diaz Moreno Alvarez Romero Alonso Gutierrez Navarro Smith Johnson Williams Brown Jones
Miller Davis Wilson Anderson Taylor Thomas Moore Jackson White Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Green
Baker Adams Nelson Hill Campbell Mitchell Roberts Carter Phillips Evans Turner Torres Parker Collins Edwards Stewart Morris Murphy Cook
Rogers Morgan Peterson Cooper Reed Bailey Bell Kelly Howard Ward Cox Richardson Wood Watson Brooks Bennett Gray James Reyes Cruz Hughes
Price Myers Long Foster Sanders Ross Morales Powell Sullivan Russell Ortiz Jenkins Gutierrez Perry Butler Barnes Fisher Henderson
Coleman Simmons Patterson Jordan Reynolds Hamilton Graham Kim Gonzales Alexander Ramos Wallace Griffin West Cole Hayes Chavez Gibson
Bryant Ellis Stevens Murray Ford Marshall Owens McDonald Harrison Ruiz Kennedy Wells Alvarez Woods Mendoza Castillo Olson Webb
Washington Tucker Freeman Burns Henry Vasquez Snyder Simpson Crawford Jimenez Porter Mason Shaw Gordon Wagner Hunter Romero Hicks Dixon
Hunt Palmer Robertson Black Holmes Stone Meyer Boyd Mills Warren Fox Rose Rice Moreno Schmidt Patel Ferguson Nichols Herrera Medina
Ryan Fernandez Weaver Daniels Stephens Gardner Payne Kelley Dunn Pierce Arnold Tran Spencer Peters Hawkins Grant Hansen Castro Hoffman
Hart Elliott Cunningham Knight Bradley Müller Schneider Fischer Weber Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter Klein
Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt Werner Krause Meier Lehmann Schmid Schulze Maier
Köhler Herrmann König Walter Mayer Huber Kaiser Fuchs Peters Lang Scholz Möller Weiß Jung Hahn Vogel Friedrich Keller Günther Frank
Berger Winkler Roth Beck Lorenz Baumann Franke Albrecht Schuster Simon Ludwig Böhm Winter Kraus Martin Schumacher Krämer Vogt Stein
Jäger Otto Sommer Groß Seidel Heinrich Brandt Haas Schreiber Graf Schulte Dietrich Ziegler Kuhn Kühn Pohl Engel Horn Busch Bergmann
Thomas Voigt Sauer Arnold Wolff Pfeiffer Tanaka Suzuki Takahashi Watanabe Ito Yamamoto Nakamura Kobayashi Kato Yoshida Yamada
Sasaki Yamaguchi Matsumoto Inoue Kimura Hayashi Shimizu Yamazaki Mori Abe Ikeda Hashimoto Yamashita Ishikawa Nakajima Maeda
Fujita Ogawa Goto Okada Hasegawa Murakami Kondo Ishii Saito Sakamoto Endo Aoki Fujii Nishimura Fukuda Ota Miura Fujiwara Okamoto
Matsuda Nakagawa Nakano Harada Ono Tamura Takeuchi Kaneko Wada Nakayama Ishida Ueda Morita Hara Shibata Sakai Kudo Yokoyama Miyazaki
Miyamoto Uchida Takagi Ando Taniguchi Ohno Maruyama Imai Takada Fujimoto Takeda Murata Ueno Sugiyama Masuda Sugawara Hirano
Yilmaz Kaya Demir Sahin Celik Yildiz Yildirim Ozturk Aydin Ozdemir Arslan Dogan Kilic Aslan Cetin Kara Koc Kurt Ozkan Simsek
Okafor Adeyemi Mensah Boateng Nkosi Dlamini Mokoena Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Ribeiro
Carvalho Almeida Lopes Soares Fernandes Vieira Barbosa Rocha Dias Nascimento Andrade Moreira Nunes Marques Machado Mendes Freitas`.split(/\s+/);

export const ORG_WORDS = `Dance Studio Academy School Club Ballet Ballroom Latin Salsa Tango Swing HipHop Street Urban Jazz Modern
Contemporary Tap Rhythm Motion Step Steps Move Groove Pulse Spin Twirl Pointe Plie Arabesque Pirouette Waltz Foxtrot Quickstep Rumba
Samba ChaCha Jive Paso Bachata Kizomba Zouk Lindy Boogie Breaking Krump Vogue Waacking Popping Locking Heels Flamenco Folk Irish
Royal National City Metro Central North South East West Golden Silver Star Stars Elite Prime Nova Aurora Phoenix Harmony Grace Bliss
Spirit Soul Fire Ice Wind Ocean River Mountain Sunrise Sunset Moonlight Starlight Diamond Crystal Pearl Velvet Scarlet Azure Emerald
Federation Association Union League Alliance Society Collective Company Ensemble Troupe Crew Project Lab House Factory Center Institute
Berlin Paris Vienna Warsaw Prague Madrid Rome Milan London Dublin Lisbon Oslo Stockholm Helsinki Tokyo Osaka Seoul Istanbul Cairo Lagos
Nairobi Rio Lima Bogota Mexico Havana Chicago Boston Denver Austin Miami Seattle Toronto Montreal Sydney Melbourne Auckland`.split(/\s+/);

const COUNTRIES = ['DE', 'FR', 'PL', 'IT', 'ES', 'GB', 'US', 'JP', 'TR', 'BR', 'NG', 'RU', 'UA', 'NL', 'SE', 'AT', 'CZ', 'PT'];
const STYLES = ['ballet', 'ballroom', 'contemporary', 'hipHop', 'jazz', 'modern', 'tap'];

/**
 * Inserts `total` profiles owned by `owners` (round robin): 70 % dancers, 10 % trainers, 20 % organisations
 * whose names are unique by a number suffix. `display_name`, `search_name` and `completeness` (one dance style: 1)
 * follow the names and fields as the code writes them (server/src/modules/profiles/command-steps/profile-columns.ts).
 */
export async function generateProfiles(db, { total, owners, batch = 100_000, onProgress }) {
  const client = new pg.Client({ connectionString: db });
  await client.connect();
  try {
    const [{ offset }] = (await client.query('SELECT count(*)::int AS offset FROM profile')).rows;
    await client.query('SELECT setseed(0.4242)');
    for (let from = 1; from <= total; from += batch) {
      const to = Math.min(total, from + batch - 1);
      await client.query(
        `INSERT INTO profile (type, owner_id, first_name, last_name, name, display_name, search_name, country, dance_styles, completeness, created_at, updated_at)
         SELECT t.type::profile_type, ($4::uuid[])[1 + (g % cardinality($4::uuid[]))], t.fn, t.ln, t.org, replace(t.org, '_', ' '),
                coalesce(replace(t.org, '_', ' '), t.fn || ' ' || t.ln), ($5::text[])[1 + floor(random() * cardinality($5::text[]))::int],
                ARRAY[($6::text[])[1 + floor(random() * cardinality($6::text[]))::int]], 1, x.at, x.at
         FROM generate_series($7::int, $8::int) g,
         LATERAL (SELECT random() + 0 * g AS r, now() - random() * interval '1500 days' - g * interval '0 s' AS at) x,
         LATERAL (SELECT
            CASE WHEN x.r < 0.7 THEN 'dancer' WHEN x.r < 0.8 THEN 'trainer'
                 ELSE (ARRAY['formation', 'school', 'federation', 'partner'])[1 + (g % 4)] END AS type,
            CASE WHEN x.r < 0.8 THEN ($1::text[])[1 + floor(random() * cardinality($1::text[]))::int] END AS fn,
            CASE WHEN x.r < 0.8 THEN ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] END AS ln,
            CASE WHEN x.r >= 0.8 THEN ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] || '_'
                 || ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] || '_' || (g + $9::int) END AS org) t`,
        [FIRST_NAMES, LAST_NAMES, ORG_WORDS, owners, COUNTRIES, STYLES, from, to, offset],
      );
      onProgress?.(to);
    }
    await client.query('VACUUM ANALYZE profile');
  } finally {
    await client.end();
  }
}

/** 3+ character terms as people type them into the top bar: name starts, fragments, full names, org words. */
export function searchTerms(count, seed = 7) {
  let state = seed;
  const rand = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const slice = (word) => {
    const length = 3 + Math.floor(rand() * Math.max(1, word.length - 2));
    const start = rand() < 0.6 ? 0 : Math.floor(rand() * Math.max(1, word.length - length));
    return word.slice(start, start + length);
  };
  const terms = [];
  while (terms.length < count) {
    const kind = rand();
    let term;
    if (kind < 0.3) term = slice(pick(FIRST_NAMES));
    else if (kind < 0.55) term = slice(pick(LAST_NAMES));
    else if (kind < 0.75) term = `${pick(FIRST_NAMES)} ${slice(pick(LAST_NAMES))}`;
    else if (kind < 0.9) term = slice(pick(ORG_WORDS));
    else term = `${pick(ORG_WORDS)} ${pick(ORG_WORDS)}`;
    if (term.length >= 3) terms.push(term.toLowerCase());
  }
  return terms;
}
