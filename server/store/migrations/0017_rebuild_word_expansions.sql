-- Word expansions now hold the kinds of each content word ("terrier" for "dog") and accent-free
-- spellings ("mapua" for "māpua"): emptied here, they are rebuilt from the stored sections at
-- start (backfillWordExpansions), off the request path.
DELETE FROM word_expansions;
