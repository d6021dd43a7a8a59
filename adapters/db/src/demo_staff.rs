//! Demo staff: a few people employed at the demo universities, so the staff and teacher lists
//! have something to show. Loaded with the rest of the demo data, idempotently.

use diesel::prelude::*;
use domain::pinfl::Pinfl;

use crate::schema::{citizens, institution_positions, institutions, staff_positions, staffs};

struct DemoPerson {
    institution: &'static str,
    last_name: &'static str,
    first_name: &'static str,
    middle_name: &'static str,
    /// Day, month, year.
    born: (u32, u32, i32),
    gender: i16,
    serial: &'static str,
    passport: &'static str,
    positions: &'static [(&'static str, &'static str, i16)],
}

const PEOPLE: [DemoPerson; 5] = [
    DemoPerson {
        institution: "TATU",
        last_name: "Karimov",
        first_name: "Bobur",
        middle_name: "Rustamovich",
        born: (14, 3, 1985),
        gender: 1,
        serial: "260101",
        passport: "AA1403851",
        positions: &[("Kafedra mudiri", "MAIN", 100), ("Professor", "INTERNAL_PART_TIME", 25)],
    },
    DemoPerson {
        institution: "TATU",
        last_name: "Yusupova",
        first_name: "Dilnoza",
        middle_name: "Akmalovna",
        born: (2, 11, 1990),
        gender: 2,
        serial: "260102",
        passport: "AB0211902",
        positions: &[("Dotsent", "MAIN", 100)],
    },
    DemoPerson {
        institution: "TATU",
        last_name: "Tursunov",
        first_name: "Sherzod",
        middle_name: "Olimovich",
        born: (21, 7, 1979),
        gender: 1,
        serial: "260103",
        passport: "AC2107793",
        positions: &[("Bosh hisobchi", "MAIN", 100)],
    },
    DemoPerson {
        institution: "NUUZ",
        last_name: "Nazarova",
        first_name: "Malika",
        middle_name: "Baxtiyorovna",
        born: (9, 1, 1987),
        gender: 2,
        serial: "260104",
        passport: "AD0901874",
        positions: &[("Katta o‘qituvchi", "MAIN", 100)],
    },
    DemoPerson {
        institution: "NUUZ",
        last_name: "Ismoilov",
        first_name: "Aziz",
        middle_name: "Karimovich",
        born: (30, 9, 1982),
        gender: 1,
        serial: "260105",
        passport: "AE3009825",
        positions: &[("Assistent", "HOURLY", 50), ("Kutubxonachi", "EXTERNAL_PART_TIME", 50)],
    },
];

/// The person's PINFL: century and sex, birth date, area and serial, check digit.
fn pinfl_of(person: &DemoPerson) -> String {
    let (day, month, year) = person.born;
    let first = match (year >= 2000, person.gender) {
        (false, 1) => 3,
        (false, _) => 4,
        (true, 1) => 5,
        (true, _) => 6,
    };
    let first13 = format!("{first}{day:02}{month:02}{:02}{}", year % 100, person.serial);
    let digits: Vec<u32> = first13.bytes().map(|b| u32::from(b - b'0')).collect();
    format!("{first13}{}", Pinfl::check_digit(&digits))
}

pub(crate) fn load(conn: &mut PgConnection) -> QueryResult<()> {
    for person in &PEOPLE {
        let pinfl = pinfl_of(person);
        let known: bool = diesel::select(diesel::dsl::exists(citizens::table.filter(citizens::pinfl.eq(&pinfl)))).get_result(conn)?;
        if known {
            continue;
        }
        let (day, month, year) = person.born;
        let born = chrono::NaiveDate::from_ymd_opt(year, month, day).ok_or(diesel::result::Error::NotFound)?;
        let citizen: i64 = diesel::insert_into(citizens::table)
            .values((
                citizens::pinfl.eq(&pinfl),
                citizens::last_name.eq(person.last_name),
                citizens::first_name.eq(person.first_name),
                citizens::middle_name.eq(person.middle_name),
                citizens::birth_date.eq(born),
                citizens::gender.eq(person.gender),
                citizens::passport.eq(person.passport),
            ))
            .returning(citizens::id)
            .get_result(conn)?;
        let institution: i64 =
            institutions::table.filter(institutions::code.eq(person.institution)).select(institutions::id).first(conn)?;
        let staff: i64 = diesel::insert_into(staffs::table)
            .values((staffs::institution_id.eq(institution), staffs::citizen_id.eq(citizen), staffs::status.eq("ACTIVE")))
            .returning(staffs::id)
            .get_result(conn)?;
        for (position, work_form, rate) in person.positions {
            let position: i64 = institution_positions::table
                .filter(institution_positions::name_uz.eq(position))
                .select(institution_positions::id)
                .first(conn)?;
            diesel::insert_into(staff_positions::table)
                .values((
                    staff_positions::staff_id.eq(staff),
                    staff_positions::position_id.eq(position),
                    staff_positions::work_form.eq(work_form),
                    staff_positions::rate.eq(rate),
                ))
                .execute(conn)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_people_have_valid_pinfls_agreeing_with_their_birth_and_sex() {
        for person in &PEOPLE {
            let pinfl = Pinfl::parse(&pinfl_of(person)).unwrap();
            let (day, month, year) = person.born;
            assert_eq!(pinfl.birth_date(), chrono::NaiveDate::from_ymd_opt(year, month, day).unwrap());
            assert_eq!(pinfl.gender().code(), person.gender);
        }
    }
}
