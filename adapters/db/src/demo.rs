//! Demo data for trying the product: loaded by `make run`, never by a deployment. Loading is
//! idempotent: what exists already is left alone.

use diesel::prelude::*;
use domain::role::names;

use crate::schema::{
    curriculum_template_subjects, curriculum_templates, edu_subject_types, edu_subjects, institutions, roles, subject_bundle_subjects,
    subject_bundles, user_institutions, user_roles, users,
};
use crate::store::PgStore;

struct DemoInstitution {
    code: &'static str,
    kind: &'static str,
    name: [&'static str; 3],
    /// The Uzbek name in Cyrillic as the institution spells it; empty: transliterated.
    cyrillic: &'static str,
    short_name: &'static str,
    region: &'static str,
    address: &'static str,
    phone: &'static str,
    director: &'static str,
}

const INSTITUTIONS: [DemoInstitution; 3] = [
    DemoInstitution {
        code: "TATU",
        kind: "HEI",
        name: [
            "Muhammad al-Xorazmiy nomidagi Toshkent axborot texnologiyalari universiteti",
            "Ташкентский университет информационных технологий имени Мухаммада аль-Хорезми",
            "Tashkent University of Information Technologies named after Muhammad al-Khwarizmi",
        ],
        cyrillic: "Муҳаммад ал-Хоразмий номидаги Тошкент ахборот технологиялари университети",
        short_name: "TATU",
        region: "Toshkent shahri",
        address: "Amir Temur ko‘chasi, 108",
        phone: "+998 71 238-64-15",
        director: "Rahimov Bahodir",
    },
    DemoInstitution {
        code: "NUUZ",
        kind: "HEI",
        name: [
            "Mirzo Ulug‘bek nomidagi O‘zbekiston Milliy universiteti",
            "Национальный университет Узбекистана имени Мирзо Улугбека",
            "National University of Uzbekistan named after Mirzo Ulugbek",
        ],
        cyrillic: "Мирзо Улуғбек номидаги Ўзбекистон Миллий университети",
        short_name: "O‘zMU",
        region: "Toshkent shahri",
        address: "Universitet ko‘chasi, 4",
        phone: "+998 71 246-02-24",
        director: "Madjidov Inom",
    },
    DemoInstitution {
        code: "AL-TDIU",
        kind: "LYCEUM",
        name: [
            "Toshkent davlat iqtisodiyot universiteti huzuridagi akademik litsey",
            "Академический лицей при Ташкентском государственном экономическом университете",
            "Academic lyceum of Tashkent State University of Economics",
        ],
        cyrillic: "",
        short_name: "TDIU AL",
        region: "Toshkent shahri",
        address: "Islom Karimov ko‘chasi, 49",
        phone: "+998 71 239-28-71",
        director: "Yusupova Dilnoza",
    },
];

struct DemoUser {
    username: &'static str,
    name: &'static str,
    roles: &'static [&'static str],
    institutions: &'static [&'static str],
    is_system: bool,
}

const USERS: [DemoUser; 6] = [
    DemoUser { username: "superadmin", name: "Tizim administratori", roles: &[names::SUPERADMIN], institutions: &[], is_system: true },
    DemoUser { username: "ministry", name: "Vazirlik mutaxassisi", roles: &[names::MINISTRY], institutions: &[], is_system: true },
    DemoUser {
        username: "otmadmin",
        name: "Karimov Jasur",
        roles: &[names::INSTITUTION_ADMIN, names::TEACHER],
        institutions: &["TATU"],
        is_system: false,
    },
    DemoUser {
        username: "teacher",
        name: "Aliyeva Nodira",
        roles: &[names::TEACHER],
        institutions: &["TATU", "AL-TDIU"],
        is_system: false,
    },
    DemoUser {
        username: "science", name: "Ilmiy bo‘lim mutaxassisi", roles: &[names::SCIENCE], institutions: &["TATU"], is_system: false
    },
    DemoUser { username: "accountant", name: "Rahimova Dilnoza", roles: &[names::ACCOUNTANT], institutions: &["TATU"], is_system: false },
];

struct DemoSubject {
    code: &'static str,
    name: [&'static str; 3],
    /// The Uzbek name of its type, one of those the catalogue migration delivers.
    subject_type: &'static str,
    study_hours: i32,
}

const SUBJECTS: [DemoSubject; 6] = [
    DemoSubject {
        code: "OM-101",
        name: ["Oliy matematika", "Высшая математика", "Higher mathematics"],
        subject_type: "Umumkasbiy fanlar",
        study_hours: 240,
    },
    DemoSubject { code: "FIZ-101", name: ["Fizika", "Физика", "Physics"], subject_type: "Umumkasbiy fanlar", study_hours: 180 },
    DemoSubject {
        code: "DA-101",
        name: ["Dasturlash asoslari", "Основы программирования", "Programming fundamentals"],
        subject_type: "Ixtisoslik fanlari",
        study_hours: 200,
    },
    DemoSubject {
        code: "IT-101",
        name: ["Ingliz tili", "Английский язык", "English"],
        subject_type: "Umumta’lim fanlari",
        study_hours: 120,
    },
    DemoSubject {
        code: "OT-101",
        name: ["O‘zbekiston tarixi", "История Узбекистана", "History of Uzbekistan"],
        subject_type: "Umumta’lim fanlari",
        study_hours: 90,
    },
    DemoSubject {
        code: "MB-201",
        name: ["Ma’lumotlar bazasi", "Базы данных", "Databases"],
        subject_type: "Ixtisoslik fanlari",
        study_hours: 150,
    },
];

const BUNDLE_NAME: [&str; 3] =
    ["Axborot texnologiyalari asoslari", "Основы информационных технологий", "Foundations of information technology"];
const BUNDLE_SUBJECTS: [&str; 3] = ["DA-101", "MB-201", "OM-101"];

const TEMPLATE_NAME: [&str; 3] = [
    "Kompyuter injiniringi (namunaviy o‘quv reja)",
    "Компьютерный инжиниринг (типовой учебный план)",
    "Computer engineering (model curriculum)",
];
/// The model curriculum's subjects with the hours it gives each.
const TEMPLATE_SUBJECTS: [(&str, i32); 5] = [("OM-101", 240), ("FIZ-101", 180), ("DA-101", 200), ("IT-101", 120), ("OT-101", 90)];

/// The demo logins, for printing at start-up.
pub fn logins() -> Vec<(&'static str, &'static str)> {
    USERS.iter().map(|u| (u.username, u.roles[0])).collect()
}

/// Loads the demo institutions and users, each user with the given password hash.
pub fn load(store: &PgStore, password_hash: &str) -> Result<(), String> {
    let mut conn = store.pool().get().map_err(|e| e.to_string())?;
    conn.transaction::<_, diesel::result::Error, _>(|conn| {
        for institution in &INSTITUTIONS {
            diesel::insert_into(institutions::table)
                .values((
                    institutions::code.eq(institution.code),
                    institutions::kind.eq(institution.kind),
                    institutions::name_uz.eq(institution.name[0]),
                    institutions::name_uz_cyrl.eq(institution.cyrillic),
                    institutions::name_ru.eq(institution.name[1]),
                    institutions::name_en.eq(institution.name[2]),
                    institutions::short_name.eq(institution.short_name),
                    institutions::region.eq(institution.region),
                    institutions::address.eq(institution.address),
                    institutions::phone.eq(institution.phone),
                    institutions::director.eq(institution.director),
                ))
                .on_conflict_do_nothing()
                .execute(conn)?;
        }
        for user in &USERS {
            let exists: bool = diesel::select(diesel::dsl::exists(
                users::table.filter(users::username.eq(user.username).and(users::deleted_at.is_null())),
            ))
            .get_result(conn)?;
            if exists {
                continue;
            }
            let id: i64 = diesel::insert_into(users::table)
                .values((
                    users::username.eq(user.username),
                    users::name.eq(user.name),
                    users::password_hash.eq(password_hash),
                    users::is_system.eq(user.is_system),
                ))
                .returning(users::id)
                .get_result(conn)?;
            for role in user.roles {
                let role_id: i64 = roles::table.filter(roles::name.eq(role)).select(roles::id).first(conn)?;
                diesel::insert_into(user_roles::table)
                    .values((user_roles::user_id.eq(id), user_roles::role_id.eq(role_id)))
                    .execute(conn)?;
            }
            for code in user.institutions {
                let institution: i64 = institutions::table.filter(institutions::code.eq(code)).select(institutions::id).first(conn)?;
                diesel::insert_into(user_institutions::table)
                    .values((user_institutions::user_id.eq(id), user_institutions::institution_id.eq(institution)))
                    .execute(conn)?;
            }
        }
        crate::demo_staff::load(conn)?;
        load_catalogue(conn)?;
        crate::demo_teaching::load(conn)?;
        crate::demo_graduates::load(conn)?;
        crate::demo_schedule::load(conn)?;
        crate::demo_journal::load(conn)?;
        crate::demo_exams::load(conn)?;
        crate::demo_timetable::load(conn)?;
        crate::demo_science::load(conn)?;
        crate::demo_orders::load(conn)?;
        crate::demo_finance::load(conn)?;
        crate::demo_scholarships::load(conn)?;
        crate::demo_portal::load(conn, password_hash)
    })
    .map_err(|e| e.to_string())
}

/// The demo university's bank statement to import (the published columns, as `.csv`).
pub fn bank_statement(store: &PgStore) -> Result<String, String> {
    let mut conn = store.pool().get().map_err(|e| e.to_string())?;
    crate::demo_finance::statement(&mut conn).map_err(|e| e.to_string())
}

/// The demo graduate whose diploma is still to be issued: (user, role, institution, student) of
/// `otmadmin`, TATU and the graduate; `None` once issued.
pub fn diploma_to_issue(store: &PgStore) -> Result<Option<(i64, i64, i64, i64)>, String> {
    let mut conn = store.pool().get().map_err(|e| e.to_string())?;
    crate::demo_graduates::diploma_to_issue(&mut conn).map_err(|e| e.to_string())
}

/// The demo student whose transcript and reference of study are still to be issued: (user, role,
/// institution, student) of `otmadmin`, TATU and the student; `None` once issued.
pub fn study_documents_to_issue(store: &PgStore) -> Result<Option<(i64, i64, i64, i64)>, String> {
    let mut conn = store.pool().get().map_err(|e| e.to_string())?;
    crate::demo_graduates::study_documents_to_issue(&mut conn).map_err(|e| e.to_string())
}

fn subject_id(conn: &mut PgConnection, code: &str) -> QueryResult<Option<i64>> {
    edu_subjects::table.filter(edu_subjects::code.eq(code)).select(edu_subjects::id).first(conn).optional()
}

/// A handful of real subjects, one bundle and one model curriculum.
fn load_catalogue(conn: &mut PgConnection) -> QueryResult<()> {
    for subject in &SUBJECTS {
        // A type renamed or removed since keeps its subjects out of the demo, not the server down.
        let Some(subject_type) = edu_subject_types::table
            .filter(edu_subject_types::name_uz.eq(subject.subject_type))
            .select(edu_subject_types::id)
            .first::<i64>(conn)
            .optional()?
        else {
            continue;
        };
        diesel::insert_into(edu_subjects::table)
            .values((
                edu_subjects::code.eq(subject.code),
                edu_subjects::name_uz.eq(subject.name[0]),
                edu_subjects::name_ru.eq(subject.name[1]),
                edu_subjects::name_en.eq(subject.name[2]),
                edu_subjects::edu_subject_type_id.eq(subject_type),
                edu_subjects::study_hours.eq(subject.study_hours),
            ))
            .on_conflict_do_nothing()
            .execute(conn)?;
    }
    let bundle_exists: bool =
        diesel::select(diesel::dsl::exists(subject_bundles::table.filter(subject_bundles::name_uz.eq(BUNDLE_NAME[0])))).get_result(conn)?;
    if !bundle_exists {
        let bundle: i64 = diesel::insert_into(subject_bundles::table)
            .values((
                subject_bundles::name_uz.eq(BUNDLE_NAME[0]),
                subject_bundles::name_ru.eq(BUNDLE_NAME[1]),
                subject_bundles::name_en.eq(BUNDLE_NAME[2]),
            ))
            .returning(subject_bundles::id)
            .get_result(conn)?;
        for (position, code) in BUNDLE_SUBJECTS.iter().enumerate() {
            let Some(subject) = subject_id(conn, code)? else { continue };
            diesel::insert_into(subject_bundle_subjects::table)
                .values((
                    subject_bundle_subjects::subject_bundle_id.eq(bundle),
                    subject_bundle_subjects::edu_subject_id.eq(subject),
                    subject_bundle_subjects::position.eq(position as i32),
                ))
                .execute(conn)?;
        }
    }
    let template_exists: bool =
        diesel::select(diesel::dsl::exists(curriculum_templates::table.filter(curriculum_templates::name_uz.eq(TEMPLATE_NAME[0]))))
            .get_result(conn)?;
    if !template_exists {
        let template: i64 = diesel::insert_into(curriculum_templates::table)
            .values((
                curriculum_templates::name_uz.eq(TEMPLATE_NAME[0]),
                curriculum_templates::name_ru.eq(TEMPLATE_NAME[1]),
                curriculum_templates::name_en.eq(TEMPLATE_NAME[2]),
                curriculum_templates::institution_type.eq("HEI"),
                curriculum_templates::number_of_semesters.eq(4),
            ))
            .returning(curriculum_templates::id)
            .get_result(conn)?;
        for (code, hours) in TEMPLATE_SUBJECTS {
            let Some(subject) = subject_id(conn, code)? else { continue };
            diesel::insert_into(curriculum_template_subjects::table)
                .values((
                    curriculum_template_subjects::curriculum_template_id.eq(template),
                    curriculum_template_subjects::edu_subject_id.eq(subject),
                    curriculum_template_subjects::study_hours.eq(hours),
                ))
                .execute(conn)?;
        }
    }
    Ok(())
}
