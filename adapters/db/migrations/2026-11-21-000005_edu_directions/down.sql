DROP TABLE edu_directions;
