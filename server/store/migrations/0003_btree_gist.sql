-- The vocabulary's nearest-word index holds (organisation_id, lexeme): GiST needs btree_gist for the text equality.
CREATE EXTENSION IF NOT EXISTS btree_gist;
