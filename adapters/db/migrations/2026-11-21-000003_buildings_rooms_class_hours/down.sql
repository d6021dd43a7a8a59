DROP TABLE class_hours;
DROP TABLE rooms;
DROP TABLE buildings;
