-- Search quality (issue 12): the search form of names (company_names.normalised) gets the word
-- rules of server/lib/name-words.ts, so that names and queries meet: a joining word ("and", "und")
-- after the first word is dropped ("&" and "+" were dropped as punctuation already), and a business
-- abbreviation is written out ("intl" -> "international"). Names loaded from now on get them from
-- normaliseName; this brings the names stored before into the same form. ABBREVIATIONS below is a
-- copy of the TypeScript table (name-words.unit.test.ts keeps them equal).

CREATE FUNCTION search_form_words(normalised text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(string_agg(coalesce(a.word, t.w), ' ' ORDER BY t.i), '')
  FROM unnest(string_to_array(normalised, ' ')) WITH ORDINALITY AS t(w, i)
  LEFT JOIN (VALUES
    ('amer', 'american'),
    ('assn', 'association'),
    ('assoc', 'associates'),
    ('bk', 'bank'),
    ('bros', 'brothers'),
    ('comms', 'communications'),
    ('corp', 'corporation'),
    ('ctr', 'center'),
    ('elec', 'electric'),
    ('finl', 'financial'),
    ('grp', 'group'),
    ('hldg', 'holding'),
    ('hldgs', 'holdings'),
    ('inds', 'industries'),
    ('intl', 'international'),
    ('intnl', 'international'),
    ('mfg', 'manufacturing'),
    ('mgmt', 'management'),
    ('mktg', 'marketing'),
    ('natl', 'national'),
    ('svc', 'service'),
    ('svcs', 'services'),
    ('svgs', 'savings'),
    ('sys', 'systems'),
    ('tech', 'technology'),
    ('tr', 'trust')
  ) AS a(abbreviation, word) ON a.abbreviation = t.w
  WHERE t.i = 1 OR t.w NOT IN ('and', 'und')
$$;

-- Only the names the rules change are rewritten (their new words join company_name_words through
-- the update trigger of 0014).
UPDATE company_names SET normalised = search_form_words(normalised)
WHERE normalised ~ ' (and|und)( |$)' OR normalised ~ '(^| )(amer|assn|assoc|bk|bros|comms|corp|ctr|elec|finl|grp|hldg|hldgs|inds|intl|intnl|mfg|mgmt|mktg|natl|svc|svcs|svgs|sys|tech|tr)( |$)';

DROP FUNCTION search_form_words(text);
