DROP TABLE institution_positions;
