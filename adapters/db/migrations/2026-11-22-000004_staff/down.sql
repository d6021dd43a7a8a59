DROP TABLE staff_position_subjects;
DROP TABLE staff_positions;
DROP TABLE staffs;
DROP TABLE citizens;
