//! Demo data for trying the product: loaded by `make run`, never by a deployment. Loading is
//! idempotent: what exists already is left alone.

use diesel::prelude::*;
use domain::role::names;

use crate::schema::{institutions, roles, user_institutions, user_roles, users};
use crate::store::PgStore;

struct DemoInstitution {
    code: &'static str,
    kind: &'static str,
    name: [&'static str; 3],
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

const USERS: [DemoUser; 4] = [
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
];

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
        Ok(())
    })
    .map_err(|e| e.to_string())
}
